/**
 * Demo rate catalogue (issue 4): rooms/units, rate plans, children rate plans, surcharges and the LOS
 * stay-length table of the demo properties. Fixed ids (below 100000) so tests and the ARI seed can rely on
 * them; stay dates are relative to the day the seed runs (GMT+7).
 */
import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';

const JAKARTA = 1001;
const BALI = 1002;
const BANDUNG = 1003;

export const DEMO_ROOMS = {
  JAKARTA_SUPERIOR_DOUBLE: 1101,
  JAKARTA_SUPERIOR_TWIN: 1102,
  JAKARTA_DELUXE_KING: 1103,
  JAKARTA_DELUXE_TWIN: 1104,
  JAKARTA_EXECUTIVE_SUITE: 1105,
  JAKARTA_FAMILY: 1106,
  BALI_VILLA_ONE_BEDROOM: 1201,
  BALI_VILLA_TWO_BEDROOM: 1202,
  BALI_JOGLO_THREE_BEDROOM: 1203,
  BANDUNG_STANDARD_QUEEN: 1301,
  BANDUNG_DELUXE_TWIN: 1302,
  BANDUNG_JUNIOR_SUITE: 1303,
} as const;

export const DEMO_RATE_PLANS = {
  JAKARTA_ROOM_ONLY: 2101,
  JAKARTA_BREAKFAST: 2102,
  JAKARTA_NON_REFUNDABLE: 2103,
  /** STATIC tariff: only a market manager may change it. */
  JAKARTA_CORPORATE_WEEKLY: 2104,
  /** Stay dates start in 45 days: UPCOMING. */
  JAKARTA_STAYCATION_DINNER: 2105,
  /** Stay dates end in 20 days: listed by check-expire. */
  JAKARTA_YEAR_END_PROMO: 2106,
  BALI_STANDARD: 2201,
  BALI_BREAKFAST: 2202,
  BALI_MONTHLY: 2203,
  BANDUNG_LOS_ROOM_ONLY: 2301,
  BANDUNG_LOS_BREAKFAST: 2302,
} as const;

export const DEMO_CHILDREN_RATE_PLANS = { JAKARTA_KIDS: 4101, BALI_KIDS: 4201 } as const;
export const DEMO_SURCHARGES = {
  JAKARTA_NEW_YEAR_GALA: 3101,
  BALI_PEAK_SEASON: 3201,
  BALI_EXTRA_BED: 3202,
} as const;

interface RoomSeed {
  hotelId: number;
  roomId: number;
  name: string;
  roomType: string;
  description: string;
  sizeSqm: number;
  roomCount: number;
  bedrooms: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  minSellPrice: number;
}

const R = DEMO_ROOMS;
const P = DEMO_RATE_PLANS;

const rooms: RoomSeed[] = [
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_SUPERIOR_DOUBLE,
    name: 'Superior Double',
    roomType: 'SUPERIOR',
    description: 'Kamar 22 m² dengan tempat tidur double, meja kerja dan pemandangan kota.',
    sizeSqm: 22,
    roomCount: 20,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 2,
    minSellPrice: 550_000,
  },
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_SUPERIOR_TWIN,
    name: 'Superior Twin',
    roomType: 'SUPERIOR',
    description: 'Kamar 22 m² dengan dua tempat tidur single.',
    sizeSqm: 22,
    roomCount: 15,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 2,
    minSellPrice: 550_000,
  },
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_DELUXE_KING,
    name: 'Deluxe King',
    roomType: 'DELUXE',
    description: 'Kamar 28 m² dengan tempat tidur king, bathtub dan pemandangan Monas.',
    sizeSqm: 28,
    roomCount: 25,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    minSellPrice: 750_000,
  },
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_DELUXE_TWIN,
    name: 'Deluxe Twin City View',
    roomType: 'DELUXE',
    description: 'Kamar 28 m² dengan dua tempat tidur single di lantai atas.',
    sizeSqm: 28,
    roomCount: 20,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    minSellPrice: 750_000,
  },
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_EXECUTIVE_SUITE,
    name: 'Executive Suite',
    roomType: 'SUITE',
    description: 'Suite 48 m² dengan ruang tamu terpisah dan akses Executive Lounge.',
    sizeSqm: 48,
    roomCount: 6,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 4,
    minSellPrice: 1_500_000,
  },
  {
    hotelId: JAKARTA,
    roomId: R.JAKARTA_FAMILY,
    name: 'Family Room',
    roomType: 'FAMILY',
    description: 'Kamar keluarga 36 m² dengan satu king dan satu sofa bed.',
    sizeSqm: 36,
    roomCount: 8,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 4,
    minSellPrice: 1_000_000,
  },
  {
    hotelId: BALI,
    roomId: R.BALI_VILLA_ONE_BEDROOM,
    name: 'Villa Satu Kamar dengan Kolam Renang Pribadi',
    roomType: 'VILLA',
    description: 'Unit villa 120 m² dengan kolam renang pribadi, dapur kecil dan taman tropis.',
    sizeSqm: 120,
    roomCount: 1,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    minSellPrice: 1_800_000,
  },
  {
    hotelId: BALI,
    roomId: R.BALI_VILLA_TWO_BEDROOM,
    name: 'Villa Dua Kamar Tepi Sawah',
    roomType: 'VILLA',
    description: 'Unit villa 200 m² menghadap sawah, dua kamar tidur dan kolam renang.',
    sizeSqm: 200,
    roomCount: 1,
    bedrooms: 2,
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 6,
    minSellPrice: 3_000_000,
  },
  {
    hotelId: BALI,
    roomId: R.BALI_JOGLO_THREE_BEDROOM,
    name: 'Joglo Family Villa',
    roomType: 'VILLA',
    description: 'Rumah joglo 300 m² dengan tiga kamar tidur, dapur lengkap dan gazebo.',
    sizeSqm: 300,
    roomCount: 1,
    bedrooms: 3,
    maxAdults: 6,
    maxChildren: 3,
    maxOccupancy: 8,
    minSellPrice: 4_500_000,
  },
  {
    hotelId: BANDUNG,
    roomId: R.BANDUNG_STANDARD_QUEEN,
    name: 'Standard Queen',
    roomType: 'STANDARD',
    description: 'Kamar 20 m² dengan tempat tidur queen.',
    sizeSqm: 20,
    roomCount: 12,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 2,
    minSellPrice: 400_000,
  },
  {
    hotelId: BANDUNG,
    roomId: R.BANDUNG_DELUXE_TWIN,
    name: 'Deluxe Twin',
    roomType: 'DELUXE',
    description: 'Kamar 26 m² dengan dua tempat tidur single dan balkon.',
    sizeSqm: 26,
    roomCount: 10,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    minSellPrice: 550_000,
  },
  {
    hotelId: BANDUNG,
    roomId: R.BANDUNG_JUNIOR_SUITE,
    name: 'Junior Suite',
    roomType: 'SUITE',
    description: 'Suite 38 m² dengan pemandangan pegunungan.',
    sizeSqm: 38,
    roomCount: 4,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 4,
    minSellPrice: 900_000,
  },
];

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
