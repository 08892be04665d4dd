/**
 * Monthly statements (docs/decisions/finance-statements.md): computed from the property's bookings each time
 * (by check-out month), never stored, so a statement always adds up to its lines. Membership and the route rules
 * (x-hotel-route: paymentList, depositHistory) are checked by the app before a handler runs. "Today" is the
 * property's day by ctx.clock.
 */
import {
  paymentIntakeProblems,
  PAYMENT_REFERENCE_MAX,
  dueDateOf,
  invoiceDateOf,
  isStatementMonth,
  monthOf,
  monthPeriod,
  monthPlus,
  paymentStatus,
  statementLine,
  statementTotals,
  STATEMENT_MONTHS_BACK,
  todayInZone,
  deniedRuleOf,
  routeById,
  type AccessHotel,
} from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import type { Schemas } from '@extranet/api/operations';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';
import { signalNotifications } from '../notifications/signal.js';

type Summary = Schemas['StatementSummary'];
export type StatementDetail = Res<'getStatement'>;

/** The property's name, for the statement's file. */
export async function hotelName(ctx: AppContext, hotelId: number): Promise<string> {
  return (await repo.hotelName(ctx.db, hotelId)) ?? '';
}

interface Window {
  settings: repo.Settings;
  today: string;
  /** The first and the current month a statement may be asked for. */
  first: string;
  current: string;
}

async function windowOf(ctx: AppContext, hotelId: number): Promise<Window> {
  const settings = await repo.settings(ctx.db, hotelId);
  if (!settings) throw notFound();
  const today = todayInZone(settings.timeZone, ctx.clock);
  const current = monthOf(today);
  return { settings, today, current, first: monthPlus(current, -STATEMENT_MONTHS_BACK) };
}

function linesOf(bookings: repo.LineBooking[], w: Window): Schemas['StatementLine'][] {
  return bookings.map((b) => ({
    bookingId: b.bookingId,
    itineraryId: b.itineraryId,
    guestName: b.guestName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    status: b.status,
    commissionPercent: Number(b.commissionPercent ?? 0),
    rescheduled: b.originalTotal !== null,
    amounts: statementLine(b, w.settings),
  }));
}

function summaryOf(month: string, lines: Schemas['StatementLine'][], paid: number, today: string): Summary {
  const totals = statementTotals(lines.map((l) => l.amounts));
  const period = monthPeriod(month);
  return {
    month,
    periodStart: period.start,
    periodEnd: period.end,
    invoiceDate: invoiceDateOf(month),
    dueDate: dueDateOf(month),
    bookingCount: lines.length,
    totals,
    paid,
    status: paymentStatus(month, totals.netPayable, paid, today),
  };
}

export async function listStatements(
  ctx: AppContext,
  hotelId: number,
  page: number,
  size: number,
): Promise<Res<'listStatements'>> {
  const w = await windowOf(ctx, hotelId);
  const end = monthPeriod(w.current).end;
  const found = await repo.monthsPage(ctx.db, hotelId, `${w.first}-01`, end, page * size, size);
  const items: Summary[] = [];
  if (found.months.length > 0) {
    const newest = found.months[0]!;
    const oldest = found.months[found.months.length - 1]!;
    const from = monthPeriod(oldest).start;
    const to = monthPeriod(newest).end;
    const [bookings, paid] = await Promise.all([
      repo.lineBookings(ctx.db, hotelId, from, to),
      repo.paidByMonth(ctx.db, hotelId, from, to),
    ]);
    const byMonth = new Map<string, repo.LineBooking[]>();
    for (const b of bookings) {
      const m = monthOf(b.checkOut);
      byMonth.set(m, [...(byMonth.get(m) ?? []), b]);
    }
    for (const month of found.months) {
      items.push(summaryOf(month, linesOf(byMonth.get(month) ?? [], w), paid.get(month) ?? 0, w.today));
    }
  }
  return { items, pageInfo: { page, size, total: found.total } };
}

/** A month's statement with every line; a month outside the list's window (or not a month) is 404. */
export async function getStatement(
  ctx: AppContext,
  hotelId: number,
  month: string,
): Promise<StatementDetail> {
  const w = await windowOf(ctx, hotelId);
  if (!isStatementMonth(month) || month < w.first || month > w.current) throw notFound();
  const period = monthPeriod(month);
  const [bookings, paid] = await Promise.all([
    repo.lineBookings(ctx.db, hotelId, period.start, period.end),
    repo.paidByMonth(ctx.db, hotelId, period.start, period.end),
  ]);
  const lines = linesOf(bookings, w);
  return {
    summary: summaryOf(month, lines, paid.get(month) ?? 0, w.today),
    commissionMode: w.settings.mode,
    taxPercent: w.settings.taxPercent,
    lines,
  };
}

/** SPEC 4: the deposit history is denied to a property priced by length of stay (403 LOS_RATE_MODEL). */
export async function listDeposits(
  ctx: AppContext,
  hotelId: number,
  hotel: AccessHotel,
  page: number,
  size: number,
): Promise<Res<'listDeposits'>> {
  const route = routeById('depositHistory');
  const denied = route ? deniedRuleOf(route, hotel) : null;
  if (denied) throw forbidden(denied);
  const found = await repo.depositsPage(ctx.db, hotelId, page * size, size);
  return { items: found.items, pageInfo: { page, size, total: found.total } };
}

/**
 * Records a payment the marketplace made (marketplaceRecordPayment): checked at the property's today
 * (paymentIntakeProblems), idempotent by its reference. The statement's status and the deposit history read it
 * from there on.
 */
export async function recordPayment(
  ctx: AppContext,
  hotelId: number,
  body: Req<'marketplaceRecordPayment'>['body'],
): Promise<{ created: boolean; payment: repo.Deposit }> {
  const w = await windowOf(ctx, hotelId);
  const problems = paymentIntakeProblems(body, w.today);
  if (problems.length > 0)
    throw validationError(
      problems.map((p) => ({
        field: p.field,
        code: p.code,
        // The limit a message names: the months kept, or the reference's length.
        params: { limit: p.field === 'statementMonth' ? STATEMENT_MONTHS_BACK : PAYMENT_REFERENCE_MAX },
      })),
    );
  const { statementMonth, paidOn, amount } = body;
  const result = await repo.insertPayment(ctx.db, hotelId, {
    month: statementMonth,
    paidOn,
    amount,
    reference: body.reference,
    at: ctx.clock(),
  });
  if (result.created) signalNotifications(ctx.db, hotelId);
  const p = result.payment;
  if (!result.created && (p.statementMonth !== statementMonth || p.paidOn !== paidOn || p.amount !== amount))
    throw new AppError(409, 'PAYMENT_REFERENCE_CONFLICT');
  return result;
}
