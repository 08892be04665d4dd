/**
 * Demo rate catalogue (issue 4): rooms/units, rate plans, children rate plans, surcharges and the LOS
 * stay-length table of the demo properties. Fixed ids (below 100000) so tests and the ARI seed can rely on
 * them; stay dates are relative to the day the seed runs (GMT+7).
 */
import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';
import {
  BALI,
  BANDUNG,
  DEMO_CHILDREN_RATE_PLANS,
  DEMO_RATE_PLANS,
  DEMO_SURCHARGES,
  JAKARTA,
} from './demo-ids.js';
import { DEMO_ROOM_SEEDS as rooms } from './demo-rooms.js';

export { DEMO_CHILDREN_RATE_PLANS, DEMO_RATE_PLANS, DEMO_ROOMS, DEMO_SURCHARGES } from './demo-ids.js';

const P = DEMO_RATE_PLANS;

interface RatePlanSeed {
  hotelId: number;
  ratePlanId: number;
  name: string;
  type: 'DAILY' | 'LOS';
  /** Days from today (GMT+7), or null. */
  stayStartIn: number | null;
  stayEndIn: number | null;
  tariffMode: 'PROPERTY' | 'STATIC';
  meals: string[];
  cancellation: Record<string, unknown>;
  minBookingDays: number | null;
  maxBookingDays: number | null;
  minStay: number | null;
  maxStay: number | null;
  stayKind: 'CUSTOM' | 'WEEKLY' | 'MONTHLY';
  commission: string;
  roomIds: number[];
}

const FREE_3_DAYS = { enabled: true, policy: 'FREE', daysBefore: 3, noShow: 'FIRST_NIGHT' };
const NON_REFUNDABLE = { enabled: true, policy: 'NON_REFUNDABLE', noShow: 'FULL_STAY' };
const CUSTOM_50 = {
  enabled: true,
  policy: 'CUSTOM',
  daysBefore: 7,
  chargeType: 'PERCENTAGE',
  percentage: 50,
  noShow: 'FULL_STAY',
};
const CUSTOM_1_NIGHT = {
  enabled: true,
  policy: 'CUSTOM',
  daysBefore: 14,
  chargeType: 'NIGHTS',
  nights: 1,
  noShow: 'FIRST_NIGHT',
};

const base = {
  stayStartIn: null,
  stayEndIn: null,
  tariffMode: 'PROPERTY',
  minBookingDays: null,
  maxBookingDays: null,
  minStay: null,
  maxStay: null,
  stayKind: 'CUSTOM',
  commission: '15.00',
} as const;

const JAKARTA_ALL = [1101, 1102, 1103, 1104, 1105, 1106];

const ratePlans: RatePlanSeed[] = [
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_ROOM_ONLY,
    name: 'Room Only',
    type: 'DAILY',
    meals: ['NONE'],
    cancellation: FREE_3_DAYS,
    roomIds: JAKARTA_ALL,
  },
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_BREAKFAST,
    name: 'Termasuk Sarapan (Breakfast Included)',
    type: 'DAILY',
    meals: ['BREAKFAST'],
    cancellation: FREE_3_DAYS,
    roomIds: JAKARTA_ALL,
  },
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_NON_REFUNDABLE,
    name: 'Non-Refundable Saver',
    type: 'DAILY',
    meals: ['NONE'],
    cancellation: NON_REFUNDABLE,
    maxBookingDays: 365,
    commission: '12.50',
    roomIds: [1101, 1102, 1103, 1104],
  },
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_CORPORATE_WEEKLY,
    name: 'Corporate Long Stay Mingguan',
    type: 'DAILY',
    tariffMode: 'STATIC',
    meals: ['BREAKFAST'],
    cancellation: CUSTOM_50,
    minStay: 7,
    maxStay: 30,
    stayKind: 'WEEKLY',
    commission: '10.00',
    roomIds: [1103, 1104, 1105],
  },
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_STAYCATION_DINNER,
    name: 'Paket Staycation dengan Makan Malam',
    type: 'DAILY',
    stayStartIn: 45,
    stayEndIn: 180,
    meals: ['BREAKFAST', 'DINNER'],
    cancellation: CUSTOM_1_NIGHT,
    minStay: 2,
    maxStay: 7,
    roomIds: [1105, 1106],
  },
  {
    ...base,
    hotelId: JAKARTA,
    ratePlanId: P.JAKARTA_YEAR_END_PROMO,
    name: 'Promo Akhir Tahun',
    type: 'DAILY',
    stayStartIn: -10,
    stayEndIn: 20,
    meals: ['BREAKFAST'],
    cancellation: NON_REFUNDABLE,
    minBookingDays: 1,
    maxBookingDays: 60,
    roomIds: [1101, 1102],
  },
  {
    ...base,
    hotelId: BALI,
    ratePlanId: P.BALI_STANDARD,
    name: 'Harga Standar Villa',
    type: 'DAILY',
    meals: ['NONE'],
    cancellation: CUSTOM_1_NIGHT,
    minStay: 2,
    maxStay: 30,
    roomIds: [1201, 1202, 1203],
  },
  {
    ...base,
    hotelId: BALI,
    ratePlanId: P.BALI_BREAKFAST,
    name: 'Villa dengan Sarapan Apung',
    type: 'DAILY',
    meals: ['BREAKFAST'],
    cancellation: FREE_3_DAYS,
    minStay: 2,
    maxStay: 30,
    roomIds: [1201, 1202, 1203],
  },
  {
    ...base,
    hotelId: BALI,
    ratePlanId: P.BALI_MONTHLY,
    name: 'Menginap Bulanan (Monthly Stay)',
    type: 'DAILY',
    meals: ['NONE'],
    cancellation: CUSTOM_50,
    minStay: 28,
    maxStay: 90,
    stayKind: 'MONTHLY',
    commission: '10.00',
    roomIds: [1201, 1202],
  },
  {
    ...base,
    hotelId: BANDUNG,
    ratePlanId: P.BANDUNG_LOS_ROOM_ONLY,
    name: 'Harga Lama Menginap (Room Only)',
    type: 'LOS',
    meals: ['NONE'],
    cancellation: FREE_3_DAYS,
    maxStay: 30,
    roomIds: [1301, 1302, 1303],
  },
  {
    ...base,
    hotelId: BANDUNG,
    ratePlanId: P.BANDUNG_LOS_BREAKFAST,
    name: 'Harga Lama Menginap dengan Sarapan',
    type: 'LOS',
    meals: ['BREAKFAST'],
    cancellation: FREE_3_DAYS,
    maxStay: 30,
    roomIds: [1301, 1302, 1303],
  },
];

/** LOS nightly rate for a stay of N nights (Bandung): a percentage of the 1-night rate. */
const LOS_NIGHTS: ReadonlyArray<readonly [nights: number, percent: number]> = [
  [1, 100],
  [2, 97],
  [3, 95],
  [5, 92],
  [7, 88],
  [14, 82],
  [30, 75],
];
const LOS_BASE_RATE: Record<number, number> = { 1301: 560_000, 1302: 760_000, 1303: 1_250_000 };

/** Writes the demo rate catalogue. Expects the demo properties (seed/demo.ts) and no rate data yet. */
export async function seedRatesCatalog(db: Database, today: string): Promise<void> {
  const inDays = (days: number | null) => (days === null ? null : addDays(today, days));
  for (const r of rooms) {
    await db.query(
      `INSERT INTO rooms (hotel_id, room_id, name, room_type, description, size_sqm, room_count, bedrooms,
                          max_adults, max_children, max_occupancy, min_sell_price, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        r.hotelId,
        r.roomId,
        r.name,
        r.roomType,
        r.description,
        r.sizeSqm,
        r.roomCount,
        r.bedrooms,
        r.maxAdults,
        r.maxChildren,
        r.maxOccupancy,
        r.minSellPrice,
        r.roomId,
      ],
    );
  }
  for (const p of ratePlans) {
    await db.query(
      `INSERT INTO rate_plans (hotel_id, rate_plan_id, name, type, stay_start, stay_end, tariff_mode, meals,
                               cancellation, min_booking_days, max_booking_days, min_stay, max_stay, stay_kind,
                               commission)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::jsonb, $10, $11, $12, $13, $14, $15::numeric)`,
      [
        p.hotelId,
        p.ratePlanId,
        p.name,
        p.type,
        inDays(p.stayStartIn),
        inDays(p.stayEndIn),
        p.tariffMode,
        p.meals,
        JSON.stringify(p.cancellation),
        p.minBookingDays,
        p.maxBookingDays,
        p.minStay,
        p.maxStay,
        p.stayKind,
        p.commission,
      ],
    );
    await db.query(
      `INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id) SELECT $1, $2, unnest($3::bigint[])`,
      [p.hotelId, p.ratePlanId, p.roomIds],
    );
  }
  const children = [
    {
      hotelId: JAKARTA,
      id: DEMO_CHILDREN_RATE_PLANS.JAKARTA_KIDS,
      name: 'Harga Anak Standar',
      groups: [
        { minAge: 0, maxAge: 5, price: 0 },
        { minAge: 6, maxAge: 11, price: 150_000 },
      ],
      ratePlanIds: [P.JAKARTA_ROOM_ONLY, P.JAKARTA_BREAKFAST],
    },
    {
      hotelId: BALI,
      id: DEMO_CHILDREN_RATE_PLANS.BALI_KIDS,
      name: 'Anak-anak di Villa',
      groups: [
        { minAge: 0, maxAge: 3, price: 0 },
        { minAge: 4, maxAge: 11, price: 250_000 },
      ],
      ratePlanIds: [P.BALI_BREAKFAST],
    },
  ];
  for (const c of children) {
    await db.query(
      `INSERT INTO children_rate_plans (hotel_id, children_rate_plan_id, name, age_groups)
       VALUES ($1, $2, $3, $4::jsonb)`,
      [c.hotelId, c.id, c.name, JSON.stringify(c.groups)],
    );
    await db.query(
      `INSERT INTO children_rate_plan_rate_plans (hotel_id, children_rate_plan_id, rate_plan_id)
       SELECT $1, $2, unnest($3::bigint[])`,
      [c.hotelId, c.id, c.ratePlanIds],
    );
  }
  const year = Number(today.slice(0, 4));
  const newYearsEve = today <= `${year}-12-31` ? `${year}-12-31` : `${year + 1}-12-31`;
  const nextJuly = today <= `${year}-07-01` ? year : year + 1;
  const surcharges = [
    {
      hotelId: JAKARTA,
      id: DEMO_SURCHARGES.JAKARTA_NEW_YEAR_GALA,
      name: 'Gala Dinner Malam Tahun Baru',
      info: 'Wajib untuk tamu yang menginap pada malam 31 Desember.',
      type: 'GUEST',
      price: 750_000,
      childPrice: 375_000,
      stay: [newYearsEve, newYearsEve],
      checkIn: [null, null],
    },
    {
      hotelId: BALI,
      id: DEMO_SURCHARGES.BALI_PEAK_SEASON,
      name: 'Peak Season Juli-Agustus',
      info: 'Biaya tambahan per unit per malam selama musim ramai.',
      type: 'ROOM',
      price: 500_000,
      childPrice: null,
      stay: [`${nextJuly}-07-01`, `${nextJuly}-08-31`],
      checkIn: [null, null],
    },
    {
      hotelId: BALI,
      id: DEMO_SURCHARGES.BALI_EXTRA_BED,
      name: 'Extra Bed',
      info: 'Tempat tidur tambahan per malam.',
      type: 'ROOM',
      price: 350_000,
      childPrice: null,
      stay: [null, null],
      checkIn: [null, null],
    },
  ];
  for (const s of surcharges) {
    await db.query(
      `INSERT INTO surcharges (hotel_id, surcharge_id, name, info, type, price, child_price, stay_start, stay_end,
                               check_in_start, check_in_end)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [s.hotelId, s.id, s.name, s.info, s.type, s.price, s.childPrice, ...s.stay, ...s.checkIn],
    );
  }
  for (const [roomId, rate] of Object.entries(LOS_BASE_RATE)) {
    for (const [nights, percent] of LOS_NIGHTS) {
      // Rounded to whole thousands of rupiah, as owners price.
      const nightly = Math.round((rate * percent) / 100 / 1000) * 1000;
      await db.query(
        'INSERT INTO los_stay_lengths (hotel_id, room_id, nights, rate) VALUES ($1, $2, $3, $4)',
        [BANDUNG, Number(roomId), nights, nightly],
      );
    }
  }
}
