/**
 * Demo targeted promotions (issue 13) of Jakarta, on the Breakfast and Staycation rate plans only (the intake
 * tests price the Room Only plan): an exclusive member deal whose booking period opens in 200 days (so it
 * changes no quote before then), and a corporate rate for partner platforms' bookings, running now, with
 * blackout dates over the year-end holidays (no test books as a partner platform on those plans).
 */
import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_RATE_PLANS, JAKARTA } from './demo-ids.js';

const plans = [DEMO_RATE_PLANS.JAKARTA_BREAKFAST, DEMO_RATE_PLANS.JAKARTA_STAYCATION_DINNER];

export async function seedTargetedPromotions(db: Database, today: string): Promise<void> {
  const terms = (bookingStart: number, blackoutDates: string[]) => ({
    bookingPeriod: { start: addDays(today, bookingStart), end: addDays(today, bookingStart + 60) },
    stayPeriod: { start: addDays(today, bookingStart), end: addDays(today, bookingStart + 120) },
    blackoutDates,
    roomIds: [],
    ratePlanIds: plans,
    combinable: true,
  });
  const year = Number(today.slice(0, 4));
  const holidays = [`${year}-12-24`, `${year}-12-25`, `${year}-12-31`].filter((date) => date >= today);
  const rows: [string, string, number, string, object][] = [
    ['MEMBER', 'Diskon Eksklusif Member', 10, 'ALL', terms(200, [])],
    ['CORPORATE', 'Tarif Korporat Mitra', 12, 'PARTNER_PLATFORMS', terms(0, holidays)],
  ];
  for (const [type, name, percent, targetUsers, t] of rows)
    await db.query(
      `INSERT INTO targeted_promotions (hotel_id, type, name, discount_percent, target_users, terms)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [JAKARTA, type, name, percent, targetUsers, JSON.stringify(t)],
    );
}
