/**
 * The booking mail (SPEC 6): every new, changed (an approved reschedule) and cancelled booking, and every special
 * request or reschedule request the marketplace sends later, e-mails the property's reservation users (always)
 * and its users with notifications allowed, each in their account's language (Indonesian when none is set), with
 * the itinerary id and a link to the booking's page. The mails are written to the outbox by the booking's own
 * statement (BOOK_SQL, CANCEL_SQL): one round trip, the same transaction, so a mail exists exactly when its
 * booking change does. The texts are rendered here in both languages once per booking; the statement fills in
 * what only the database knows (the order id, the property, room and rate plan names) and picks each
 * recipient's language.
 */
import { daysBetween, ROLE } from '@extranet/domain';
import { formatCurrency, formatDay, LANGUAGES, t, type Language } from '@extranet/i18n';

/** Placeholders the statement replaces; control characters, so no name or text can contain them by chance. */
const TOKEN = {
  order: '\u0001order\u0001',
  property: '\u0001property\u0001',
  room: '\u0001room\u0001',
  ratePlan: '\u0001ratePlan\u0001',
} as const;

export type BookingMailKind = 'CREATED' | 'CANCELLED' | 'CHANGED' | 'SPECIAL_REQUEST' | 'RESCHEDULE_REQUEST';

const KEYS = {
  CREATED: 'bookings.mail.created',
  CANCELLED: 'bookings.mail.cancelled',
  CHANGED: 'bookings.mail.changed',
  SPECIAL_REQUEST: 'bookings.mail.specialRequest',
  RESCHEDULE_REQUEST: 'bookings.mail.rescheduleRequest',
} as const;

export interface BookingMailFacts {
  itineraryId: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  totalPrice: number;
  /** CHANGED: the stay before the move. */
  previous?: { checkIn: string; checkOut: string } | undefined;
  /** SPECIAL_REQUEST: the guest's text. */
  request?: string | undefined;
  /** RESCHEDULE_REQUEST: the stay the guest asks for. */
  requested?: { checkIn: string; checkOut: string } | undefined;
}

/** The page of a booking: the search page opens its detail (`?booking=<id>`). */
export const bookingLink = (publicUrl: string, bookingId: number | string) =>
  `${publicUrl}/v3/booking/search-bookings?booking=${bookingId}`;

function render(kind: BookingMailKind, b: BookingMailFacts, publicUrl: string, lang: Language) {
  const key = KEYS[kind];
  const day = (d: string) => formatDay(d, lang);
  const dates = { checkIn: day(b.checkIn), checkOut: day(b.checkOut) };
  const extra = [
    ...(b.previous
      ? [
          t(
            'bookings.mail.previousStay',
            { checkIn: day(b.previous.checkIn), checkOut: day(b.previous.checkOut) },
            lang,
          ),
        ]
      : []),
    ...(b.requested
      ? [
          t(
            'bookings.mail.requestedStay',
            {
              checkIn: day(b.requested.checkIn),
              checkOut: day(b.requested.checkOut),
              nights: daysBetween(b.requested.checkIn, b.requested.checkOut),
            },
            lang,
          ),
        ]
      : []),
    ...(b.request ? [t('bookings.mail.requestText', { text: b.request }, lang)] : []),
  ];
  const subject = t(`${key}.subject`, { itinerary: b.itineraryId, guest: b.guestName, ...dates }, lang);
  const lines = [
    t('mail.greetingNoName', undefined, lang),
    '',
    t(`${key}.intro`, { property: TOKEN.property }, lang),
    '',
    t('bookings.mail.itinerary', { itinerary: b.itineraryId }, lang),
    t('bookings.mail.order', { order: TOKEN.order }, lang),
    t('bookings.mail.guest', { guest: b.guestName }, lang),
    t('bookings.mail.stay', { ...dates, nights: daysBetween(b.checkIn, b.checkOut) }, lang),
    ...extra,
    t('bookings.mail.room', { room: TOKEN.room, ratePlan: TOKEN.ratePlan }, lang),
    t('bookings.mail.occupancy', { adults: b.adults, children: b.children }, lang),
    t('bookings.mail.total', { total: formatCurrency(b.totalPrice, 'IDR', lang) }, lang),
    '',
    t('bookings.mail.link', { link: bookingLink(publicUrl, TOKEN.order) }, lang),
    '',
    t('mail.signature', undefined, lang),
  ];
  return { subject, text: lines.join('\n') };
}

/** The mail of a booking change in every language, as the JSON parameter of bookingMailSql. */
export function bookingMailTemplates(kind: BookingMailKind, b: BookingMailFacts, publicUrl: string): string {
  return JSON.stringify(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, render(kind, b, publicUrl, lang)])),
  );
}

const fill = (column: string) =>
  `replace(replace(replace(replace(m.t ->> '${column}', '${TOKEN.order}', b.booking_id::text),
     '${TOKEN.property}', h.name), '${TOKEN.room}', COALESCE(r.name, '')), '${TOKEN.ratePlan}', COALESCE(p.name, ''))`;

/**
 * The INSERT of a booking change's mails, for a CTE of the booking statement: `source` is the CTE that returned
 * the booking (hotel_id, booking_id, room_id, rate_plan_id), `templates` the parameter holding
 * bookingMailTemplates. Recipients: the property's reservation users and its users with notifications allowed.
 */
export function bookingMailSql(source: string, kind: BookingMailKind, templates: string): string {
  return `INSERT INTO mail_outbox (to_email, subject, text_body, kind, lang)
    SELECT a.email, ${fill('subject')}, ${fill('text')}, 'booking.${kind}', l.lang
      FROM ${source} b
      JOIN hotels h ON h.hotel_id = b.hotel_id
      JOIN hotel_users u ON u.hotel_id = b.hotel_id
                        AND (${ROLE.RESERVATION} = ANY (u.roles) OR u.notification_allowed)
      JOIN accounts a ON a.id = u.account_id
      LEFT JOIN rooms r ON r.hotel_id = b.hotel_id AND r.room_id = b.room_id
      LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id
      CROSS JOIN LATERAL (SELECT COALESCE(a.lang, 'id') AS lang) l
      CROSS JOIN LATERAL (SELECT ${templates}::jsonb -> l.lang AS t) m`;
}

/**
 * The mails of a change written by a statement of its own (an approved reschedule, a request sent later): the
 * booking of the property by its id, the same recipients and languages as bookingMailSql. Run it in the change's
 * transaction (or as a CTE with it), so the mail exists exactly when the change does.
 */
export const BOOKING_MAIL_OF_BOOKING_SQL = (kind: BookingMailKind) =>
  `WITH one AS (SELECT hotel_id, booking_id, room_id, rate_plan_id FROM bookings WHERE hotel_id = $1 AND booking_id = $2)
   ${bookingMailSql('one', kind, '$3')}`;
