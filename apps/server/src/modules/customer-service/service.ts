/**
 * Customer service (docs/decisions/customer-service.md): the marketplace's customer-service staff (the staff role
 * 12 of the caller's account, account_roles; not a property's role) look bookings and properties up across every
 * property, read-only. Anyone else: 403 CUSTOMER_SERVICE_REQUIRED. Limits from @extranet/domain; "now" is ctx.clock.
 */
import {
  CS_PAGE_SIZE,
  csBookingSearchProblems,
  csPropertySearchProblems,
  csSearchOf,
  isCustomerService,
  todayInZone,
  type CsProblem,
} from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound, validationError } from '../../http/errors.js';
import { staffRoles } from '../../http/session.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

/** The one access rule of the area: role 12 among the account's staff roles (copied from the review queue's). */
export async function requireCustomerService(ctx: AppContext, accountId: number): Promise<void> {
  if (!isCustomerService(await staffRoles(ctx.db, accountId))) throw forbidden('CUSTOMER_SERVICE_REQUIRED');
}

function rejectProblems(problems: readonly CsProblem[]): void {
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
}

const textOf = (q: string | undefined) => {
  const text = q?.trim() ?? '';
  return text === '' ? null : text;
};

export async function searchBookings(
  ctx: AppContext,
  accountId: number,
  query: Req<'searchCustomerServiceBookings'>['query'],
): Promise<Res<'searchCustomerServiceBookings'>> {
  await requireCustomerService(ctx, accountId);
  rejectProblems(csBookingSearchProblems(query));
  const text = textOf(query.q);
  const page = query.page ?? 0;
  const size = query.size ?? CS_PAGE_SIZE;
  const rows = await repo.searchBookings(ctx.db, {
    search: text === null ? null : csSearchOf(text),
    from: query.from ?? null,
    to: query.to ?? null,
    statuses: query.status ?? [],
    now: ctx.clock(),
    offset: page * size,
    limit: size,
  });
  return { items: rows.slice(0, size), page, size, hasNext: rows.length > size };
}

export async function getBooking(
  ctx: AppContext,
  accountId: number,
  bookingId: number,
): Promise<Res<'getCustomerServiceBooking'>> {
  await requireCustomerService(ctx, accountId);
  const now = ctx.clock();
  const found = await repo.findBooking(ctx.db, bookingId, now);
  if (!found) throw notFound();
  const property = await repo.findProperty(ctx.db, found.hotelId);
  if (!property) throw notFound();
  return {
    booking: found.row,
    ratePlanName: found.ratePlanName,
    adults: found.adults,
    children: found.children,
    channel: found.channel,
    cancelledAt: found.cancelledAt,
    today: todayInZone(found.timeZone, () => now),
    property,
  };
}

export async function searchProperties(
  ctx: AppContext,
  accountId: number,
  query: Req<'searchCustomerServiceProperties'>['query'],
): Promise<Res<'searchCustomerServiceProperties'>> {
  await requireCustomerService(ctx, accountId);
  rejectProblems(csPropertySearchProblems(query));
  const text = textOf(query.q);
  const page = query.page ?? 0;
  const size = query.size ?? CS_PAGE_SIZE;
  const id = text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
  const rows = await repo.searchProperties(ctx.db, {
    text: text?.toLowerCase() ?? null,
    id,
    offset: page * size,
    limit: size,
  });
  return { items: rows.slice(0, size), page, size, hasNext: rows.length > size };
}
