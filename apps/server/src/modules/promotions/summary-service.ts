/**
 * The promotions' performance summary (SPEC 7 promo-performance-summary): the promotions policy (deal.read), the
 * period checked (both ends or the 30 days up to the property's today; at most PROMO_SUMMARY_MAX_DAYS days).
 */
import {
  addDays,
  DEFAULT_TIME_ZONE,
  daysBetween,
  PROMO_SUMMARY_DEFAULT_DAYS,
  PROMO_SUMMARY_MAX_DAYS,
  promotionsPolicy,
  todayInZone,
} from '@extranet/domain';
import { fieldError, type FieldError } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { forbidden } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Caller } from './service.js';
import { promoPerformance, type PromoPerformanceSummary } from './summary-repository.js';

export async function summary(
  db: Database,
  hotelId: number,
  period: { from?: string; to?: string },
  caller: Caller,
): Promise<PromoPerformanceSummary> {
  const denial = promotionsPolicy.promotionsDenial(caller.access, 'deal.read');
  if (denial) throw forbidden(denial);
  const zone = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  const today = todayInZone(zone?.time_zone ?? DEFAULT_TIME_ZONE, () => caller.now);
  const to = period.to ?? (period.from ? addDays(period.from, PROMO_SUMMARY_DEFAULT_DAYS - 1) : today);
  const from = period.from ?? addDays(to, -(PROMO_SUMMARY_DEFAULT_DAYS - 1));
  const errors: FieldError[] = [];
  if (to < from) errors.push(fieldError('to', 'date.endBeforeStart'));
  else if (daysBetween(from, to) + 1 > PROMO_SUMMARY_MAX_DAYS)
    errors.push(fieldError('to', 'date.rangeTooLong', { days: PROMO_SUMMARY_MAX_DAYS }));
  const invalid = validationErrorFrom(errors, caller.lang);
  if (invalid) throw invalid;
  return promoPerformance(db, hotelId, from, to);
}
