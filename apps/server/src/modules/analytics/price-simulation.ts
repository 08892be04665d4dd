/**
 * The hotel price simulation (SPEC 7 POST price-simulation; docs/decisions/competitive-set.md): a stay of one room
 * and rate plan priced by the marketplace quote's own code (module intake `quote`: restrictions, occupancy rate,
 * length-of-stay discount, surcharges and the property's promotions through @extranet/domain priceWithOffers), at a
 * rate to try when given; then the rate plan's commission split (@extranet/domain commissionSplit). Homes have
 * their own simulation from entire pricing (module entire-pricing).
 */
import { commissionSplit, daysBetween, isValidDate, PRICE_SIMULATION_MAX_NIGHTS } from '@extranet/domain';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { quote } from '../intake/service.js';
import type { Req, Res } from '../types.js';
import { planCommissionSql } from '../../db/commission.js';

/** The rate plan's name and commission percent in force (planCommissionSql; 0 when none), or null when not the property's. */
async function ratePlanTerms(
  db: Database,
  hotelId: number,
  ratePlanId: number,
): Promise<{ name: string; commission: number } | null> {
  const row = await db.maybeOne<{ name: string; commission: string | number | null }>(
    `SELECT name, ${planCommissionSql('hotel_id', 'commission')} AS commission
       FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2`,
    [hotelId, ratePlanId],
  );
  return row ? { name: row.name, commission: row.commission === null ? 0 : Number(row.commission) } : null;
}

export async function simulateHotelPrice(
  ctx: AppContext,
  hotelId: number,
  body: Req<'simulateHotelPrice'>['body'],
): Promise<Res<'simulateHotelPrice'>> {
  const errors: FieldErrorInput[] = [];
  if (!isValidDate(body.checkIn)) errors.push({ field: 'checkIn', code: 'INVALID_FORMAT' });
  if (!isValidDate(body.checkOut)) errors.push({ field: 'checkOut', code: 'INVALID_FORMAT' });
  else if (isValidDate(body.checkIn) && body.checkOut <= body.checkIn)
    errors.push({ field: 'checkOut', code: 'DATE_BEFORE_START' });
  else if (
    isValidDate(body.checkIn) &&
    daysBetween(body.checkIn, body.checkOut) > PRICE_SIMULATION_MAX_NIGHTS
  )
    errors.push({ field: 'checkOut', code: 'TOO_LARGE', params: { limit: PRICE_SIMULATION_MAX_NIGHTS } });
  if (errors.length > 0) throw validationError(errors);
  const plan = await ratePlanTerms(ctx.db, hotelId, body.ratePlanId);
  if (!plan) throw notFound();
  // The path's property: a room or rate plan of another property finds nothing (404 from the quote).
  const q = await quote(
    ctx.db,
    {
      hotelId,
      roomId: body.roomId,
      ratePlanId: body.ratePlanId,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      adults: body.adults ?? 2,
      platform: body.platform ?? 'NON_LOGIN',
    },
    ctx.clock(),
    body.rate === undefined ? {} : { rate: body.rate },
  );
  const split = q.totalPrice === null ? null : commissionSplit(q.totalPrice, plan.commission);
  return {
    roomId: body.roomId,
    ratePlanId: body.ratePlanId,
    ratePlanName: plan.name,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: q.nights.length,
    available: q.available,
    reasons: q.reasons,
    perNight: q.nights.map((n) => ({ date: n.date, rate: n.rate })),
    priceBeforePromotions: q.promotions?.priceBeforePromotions ?? q.totalPrice,
    promotions: (q.promotions?.applied ?? []).map((a) => ({ kind: a.kind, name: a.name, amount: a.amount })),
    guestPays: q.totalPrice,
    commissionPercent: plan.commission,
    commission: split?.commission ?? null,
    propertyReceives: split?.propertyReceives ?? null,
    currency: 'IDR',
  };
}
