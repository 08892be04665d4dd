/**
 * The notification centre (SPEC 2 "notification", issue 12): what happened at a property that its staff should
 * know. An entry is a kind and its facts (`params`); its words come from the catalogs (`notifications.kinds.*`)
 * in the reader's language and its link from `notificationLink`, so neither is stored.
 */
import { routePath } from '../route-match.js';
import { ROLE_ACCESS } from '../roles.js';

/** Every kind an entry can have; the database's CHECK on notifications.kind lists the same. */
export const NOTIFICATION_KINDS = [
  'BOOKING_NEW',
  'BOOKING_CANCELLED',
  'SPECIAL_REQUEST',
  'RESCHEDULE_REQUEST',
  'REVIEW_NEW',
  'BOOKING_FAILED',
  'CHAT_MESSAGE',
  'PAYMENT_RECEIVED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The facts of an entry, as the server stores them (the triggers of migrations 0640, 0662 and 0670). */
export interface NotificationParams {
  bookingId?: number;
  itineraryId?: string;
  guestName?: string;
  checkIn?: string;
  checkOut?: string;
  /** REVIEW_NEW: the review and its overall score (1 to 10). */
  reviewId?: number;
  score?: number;
  /** CHAT_MESSAGE: the booking's conversation (docs/decisions/chat.md). */
  channelUrl?: string;
  /** PAYMENT_RECEIVED: what the marketplace paid (IDR), when, and for which statement month (YYYY-MM). */
  amount?: number;
  paidOn?: string;
  statementMonth?: string;
}

/** Entries of one page of the list, and the most a client may ask for. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 100;

/** The unread count a badge shows in full; above it shows "99+". */
export const NOTIFICATION_BADGE_MAX = 99;

export function notificationBadge(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** The bookings page's "needs attention" tab (has-error-bookings), as a query string. */
export const NEEDS_ATTENTION_PARAM = 'view=attention';

/** The chat page with a conversation open: what a chat entry, a chat push and a booking's detail link to. */
export function chatChannelLink(channelUrl: string): string {
  return `${routePath('chat')}?channelUrl=${encodeURIComponent(channelUrl)}`;
}

/** Where an entry leads: the page that shows what it is about, or null when nothing more is to be seen. */
export function notificationLink(kind: NotificationKind, params: NotificationParams): string | null {
  switch (kind) {
    case 'REVIEW_NEW':
      return routePath('guestReview');
    case 'BOOKING_FAILED':
      return `${routePath('searchBookings')}?${NEEDS_ATTENTION_PARAM}`;
    case 'PAYMENT_RECEIVED':
      // The payment list shows the month paid; the deposit history is refused to a LOS property (SPEC 4).
      return routePath('paymentList');
    case 'CHAT_MESSAGE':
      return params.channelUrl === undefined ? routePath('chat') : chatChannelLink(params.channelUrl);
    case 'BOOKING_NEW':
    case 'BOOKING_CANCELLED':
    case 'SPECIAL_REQUEST':
    case 'RESCHEDULE_REQUEST':
      return params.bookingId === undefined
        ? routePath('searchBookings')
        : `${routePath('searchBookings')}?booking=${encodeURIComponent(String(params.bookingId))}`;
  }
}

/**
 * The kinds of entry a user with `roles` at the property does not see (nor count): each is for the roles that may
 * open the page it links to (SPEC 6): a chat message for the chat roles (4, 5, 7), a payment received for the
 * finance roles (3, 4, 6, 7, 13). The others would open a page they are refused.
 */
export function hiddenNotificationKinds(roles: readonly number[]): NotificationKind[] {
  const may = (allowed: readonly number[]) => allowed.some((r) => roles.includes(r));
  return [
    ...(may(ROLE_ACCESS.CHAT) ? [] : (['CHAT_MESSAGE'] as const)),
    ...(may(ROLE_ACCESS.FINANCE) ? [] : (['PAYMENT_RECEIVED'] as const)),
  ];
}
