/**
 * Demo deals (issue 13) of Jakarta, on the Breakfast and Staycation rate plans only (the intake tests price the
 * Room Only plan): an upcoming weekend promotion (its booking period opens in 200 days, so it changes no
 * quote before then), and switched-off free night, Hotel Now and value-added deals the owner can switch on.
 */
import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_RATE_PLANS, JAKARTA } from './demo-ids.js';

const plans = [DEMO_RATE_PLANS.JAKARTA_BREAKFAST, DEMO_RATE_PLANS.JAKARTA_STAYCATION_DINNER];

export async function seedPromotions(db: Database, today: string): Promise<void> {
  const common = {
    platforms: ['LOGIN', 'NON_LOGIN'],
    roomIds: [],
    ratePlanIds: plans,
    bookingPeriod: { start: addDays(today, 200), end: addDays(today, 260) },
    stayPeriod: { start: addDays(today, 200), end: addDays(today, 300) },
    bookingStartTime: null,
    bookingEndTime: null,
    stayDays: [],
    blackoutDates: [],
    minStay: null,
    combinable: true,
    discountType: null,
    tiers: [],
    freeNight: null,
    hotelNowTiers: [],
    valueAdded: null,
  };
  const deals: [string, string, string, object][] = [
    [
      'REGULAR',
      'Promo Akhir Pekan',
      'ACTIVE',
      {
        ...common,
        stayDays: [5, 6],
        discountType: 'PERCENT',
        tiers: [
          { minNights: 1, value: 10 },
          { minNights: 3, value: 15 },
        ],
      },
    ],
    [
      'FREE_NIGHT',
      'Menginap 4 Malam Bayar 3',
      'INACTIVE',
      { ...common, freeNight: { minNights: 4, freeNights: 1, maxFreeNights: null, accumulation: false } },
    ],
    [
      'HOTEL_NOW',
      'Hotel Now Malam Ini',
      'INACTIVE',
      {
        ...common,
        combinable: false,
        hotelNowTiers: [{ startTime: '20:00', endTime: '04:00', percent: 15 }],
      },
    ],
    [
      'VALUE_ADDED',
      'Sarapan Gratis',
      'INACTIVE',
      {
        ...common,
        valueAdded: {
          category: 'MEAL',
          nameId: 'Sarapan untuk dua orang',
          nameEn: 'Breakfast for two',
          validity: 'EVERY_NIGHT',
        },
      },
    ],
  ];
  for (const [kind, name, status, terms] of deals)
    await db.query(
      `INSERT INTO deals (hotel_id, kind, name, status, terms) VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [JAKARTA, kind, name, status, JSON.stringify(terms)],
    );
}
