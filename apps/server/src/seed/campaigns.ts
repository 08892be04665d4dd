/**
 * Demo campaigns (issue 13), created by the demo market manager: "Liburan Akhir Tahun" open for participation
 * (its bookings open in 10 days), "Staycation Gajian" running, which Hotel Demo Jakarta joined with 15 % on its
 * Executive Suite's staycation package (a room and rate plan the intake tests never price), and "Flash Sale
 * Non-Refundable", whose participation closed 20 days ago.
 */
import { addDays, type Clock } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_RATE_PLANS, DEMO_ROOMS, JAKARTA } from './demo-ids.js';

const DAY_MS = 86_400_000;

export async function seedCampaigns(
  db: Database,
  today: string,
  clock: Clock,
  accountId: number,
): Promise<void> {
  const period = (from: number, to: number) => ({ start: addDays(today, from), end: addDays(today, to) });
  const campaigns: {
    name: string;
    terms: object;
    joined?: { percent: number; rooms: number[]; plans: number[] };
  }[] = [
    {
      name: 'Flash Sale Non-Refundable',
      terms: {
        descriptionId: 'Diskon kilat untuk paket harga yang tidak dapat dikembalikan dananya.',
        descriptionEn: 'A flash sale for non-refundable rate plans.',
        bookingPeriod: period(-20, 10),
        stayPeriod: period(-20, 30),
        participationPeriod: period(-40, -20),
        blackoutDates: [],
        platforms: ['LOGIN'],
        minDiscountPercent: 20,
        minStay: null,
        combinable: false,
        cancellationPolicy: 'NON_REFUNDABLE',
        earlyAccessHours: { GOLD: 0, PLATINUM: 0, DIAMOND: 0 },
      },
    },
    {
      name: 'Staycation Gajian',
      terms: {
        descriptionId:
          'Staycation akhir bulan untuk tamu marketplace, dengan akses lebih awal untuk anggota.',
        descriptionEn: 'End-of-month staycations for marketplace guests, with early access for members.',
        bookingPeriod: period(-10, 60),
        stayPeriod: period(-10, 180),
        participationPeriod: period(-10, 10),
        blackoutDates: [],
        platforms: ['LOGIN', 'NON_LOGIN'],
        minDiscountPercent: 10,
        minStay: 2,
        combinable: true,
        cancellationPolicy: 'FOLLOW_RATE_PLAN',
        earlyAccessHours: { GOLD: 0, PLATINUM: 12, DIAMOND: 24 },
      },
      joined: {
        percent: 15,
        rooms: [DEMO_ROOMS.JAKARTA_EXECUTIVE_SUITE],
        plans: [DEMO_RATE_PLANS.JAKARTA_STAYCATION_DINNER],
      },
    },
    {
      name: 'Liburan Akhir Tahun',
      terms: {
        descriptionId: 'Kampanye liburan akhir tahun di seluruh marketplace.',
        descriptionEn: 'The marketplace-wide year-end holiday campaign.',
        bookingPeriod: period(10, 40),
        stayPeriod: period(30, 90),
        participationPeriod: period(-3, 25),
        blackoutDates: [addDays(today, 60)],
        platforms: ['LOGIN', 'NON_LOGIN'],
        minDiscountPercent: 10,
        minStay: null,
        combinable: true,
        cancellationPolicy: 'FOLLOW_RATE_PLAN',
        earlyAccessHours: { GOLD: 24, PLATINUM: 48, DIAMOND: 72 },
      },
    },
  ];
  const now = clock().getTime();
  for (const [i, c] of campaigns.entries()) {
    const createdAt = new Date(now - (45 - i * 10) * DAY_MS);
    const row = await db.one<{ campaign_id: number }>(
      `INSERT INTO campaigns (name, status, terms, created_by, created_at, updated_by, updated_at)
       VALUES ($1, 'ACTIVE', $2::jsonb, $3, $4, $3, $4) RETURNING campaign_id`,
      [c.name, JSON.stringify(c.terms), accountId, createdAt],
    );
    if (!c.joined) continue;
    const joinedAt = new Date(now - 5 * DAY_MS);
    await db.query(
      `INSERT INTO campaign_participations
              (hotel_id, campaign_id, discount_percent, room_ids, rate_plan_ids, joined_at, updated_at)
       VALUES ($1, $2, $3, $4::bigint[], $5::bigint[], $6, $6)`,
      [JAKARTA, row.campaign_id, c.joined.percent, c.joined.rooms, c.joined.plans, joinedAt],
    );
  }
}
