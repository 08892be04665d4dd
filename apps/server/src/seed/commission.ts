/**
 * Demo commission (issue 14): Hotel Demo Jakarta has its values in force (the 15 % most of its rate plans carry,
 * a 2 % preferred partner programme, 10 % on add-ons, sell-price mode), set 60 days before the seed's clock and
 * logged; Villa Demo Bali submitted a change two days ago, so the market managers' queue
 * (/v3/review/commissions) has one to decide. Bandung keeps the defaults (no row: its rate plans' commission).
 */
import type { Clock, CommissionValues } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { BALI, JAKARTA } from './demo-ids.js';

const DAY_MS = 86_400_000;

async function planPercent(db: Database, hotelId: number): Promise<number> {
  const row = await db.one<{ p: string | null }>(
    `SELECT mode() WITHIN GROUP (ORDER BY commission) AS p FROM rate_plans
      WHERE hotel_id = $1 AND commission IS NOT NULL`,
    [hotelId],
  );
  return Number(row.p ?? 15);
}

export async function seedCommission(db: Database, clock: Clock, accountId: number): Promise<void> {
  const now = clock().getTime();
  const setAt = new Date(now - 60 * DAY_MS);
  const jakarta: CommissionValues = {
    propertyPercent: await planPercent(db, JAKARTA),
    preferredPartnerPercent: 2,
    addOnsPercent: 10,
    calculationMode: 'SELL',
  };
  await db.query(
    `INSERT INTO property_commissions (hotel_id, property_percent, preferred_partner_percent, calculation_mode,
                                       updated_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [JAKARTA, jakarta.propertyPercent, jakarta.preferredPartnerPercent, jakarta.calculationMode, setAt],
  );
  await db.query(
    `INSERT INTO add_on_commissions (hotel_id, percent, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (hotel_id) DO NOTHING`,
    [JAKARTA, jakarta.addOnsPercent, setAt],
  );

  const bali: CommissionValues = {
    propertyPercent: await planPercent(db, BALI),
    preferredPartnerPercent: 0,
    addOnsPercent: 10,
    calculationMode: 'SELL',
  };
  const asked: CommissionValues = { ...bali, preferredPartnerPercent: 3, addOnsPercent: 12.5 };
  const askedAt = new Date(now - 2 * DAY_MS);
  const draftAt = new Date(now - 2 * DAY_MS - 3_600_000);
  const request = await db.one<{ request_id: number }>(
    `INSERT INTO commission_requests (hotel_id, state, current_values, proposed_values, created_at, created_by,
                                      submitted_at)
     VALUES ($1, 'REQUESTED', $2::jsonb, $3::jsonb, $4, $5, $6) RETURNING request_id`,
    [BALI, JSON.stringify(bali), JSON.stringify(asked), draftAt, accountId, askedAt],
  );
  await db.query(
    `INSERT INTO commission_log (hotel_id, request_id, event, account_id, at, values_json)
     VALUES ($1, $2, 'DRAFT', $3, $4, $5::jsonb), ($1, $2, 'SUBMIT', $3, $6, $5::jsonb)`,
    [BALI, request.request_id, accountId, draftAt, JSON.stringify(asked), askedAt],
  );
}
