import { addDays, INDONESIA_HOLIDAYS, MARKET_PROPERTY_TYPES, type MarketCity } from '@extranet/domain';
import type { Database } from '../db/types.js';

/** How many days of public prices each marketplace property gets before and after the seed's today. */
export const MARKET_PRICE_DAYS = 400;

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same marketplace every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES: readonly { city: MarketCity; count: number; areas: readonly string[]; factor: number }[] = [
  {
    city: 'JAKARTA',
    count: 24,
    areas: ['Menteng', 'Kuningan', 'Sudirman', 'Kemang', 'Kota Tua', 'Ancol'],
    factor: 1,
  },
  { city: 'BANDUNG', count: 18, areas: ['Dago', 'Braga', 'Lembang', 'Pasteur', 'Setiabudi'], factor: 0.8 },
  {
    city: 'BALI',
    count: 18,
    areas: ['Seminyak', 'Ubud', 'Nusa Dua', 'Canggu', 'Sanur', 'Jimbaran'],
    factor: 1.3,
  },
];
const BRANDS = [
  'Grand',
  'Puri',
  'Harmoni',
  'Taman',
  'Permata',
  'Cendana',
  'Nusantara',
  'Bintang',
  'Kirana',
  'Arjuna',
];
const KINDS: Record<string, string> = {
  HOTEL: 'Hotel',
  RESORT: 'Resort',
  APARTMENT: 'Residence',
  VILLA: 'Villas',
  GUEST_HOUSE: 'Guest House',
};
/** Price level of a night by star rating (IDR), and by property type. */
const BY_STARS = [0, 250_000, 400_000, 650_000, 1_100_000, 2_200_000];
const BY_TYPE: Record<string, number> = {
  HOTEL: 1,
  RESORT: 1.3,
  APARTMENT: 0.8,
  VILLA: 1.5,
  GUEST_HOUSE: 0.6,
};

/**
 * The marketplace's public listing (docs/decisions/competitive-set.md): 60 properties in Jakarta, Bandung and
 * Bali — not extranet properties — with star rating, type and review score, and a public price for every day
 * from MARKET_PRICE_DAYS days before `today` to as many after. Deterministic (a seeded generator, then one
 * set-based insert): a price level by stars, city and type, a property's own level, a weekend uplift (Friday and
 * Saturday nights; less in Jakarta, a business city), a holiday uplift on Indonesia's holidays and the eve of
 * one, and a small day-to-day noise, rounded to IDR 1,000.
 */
export async function seedMarket(db: Database, today: string): Promise<void> {
  const rnd = random(20_260_301);
  const rows: {
    id: number;
    name: string;
    city: MarketCity;
    area: string;
    stars: number;
    type: string;
    score: number;
    level: number;
  }[] = [];
  let id = 9001;
  for (const c of CITIES) {
    for (let i = 0; i < c.count; i++) {
      const stars = 1 + Math.floor(rnd() * 5);
      const types =
        c.city === 'BALI' ? MARKET_PROPERTY_TYPES : MARKET_PROPERTY_TYPES.filter((t) => t !== 'VILLA');
      const type = types[Math.floor(rnd() * types.length)] ?? 'HOTEL';
      const area = c.areas[i % c.areas.length] ?? c.areas[0] ?? '';
      const brand = BRANDS[Math.floor(rnd() * BRANDS.length)] ?? 'Grand';
      const score = Math.round((6.5 + rnd() * 3.3 + (stars - 3) * 0.15) * 10) / 10;
      const level = BY_STARS[stars]! * c.factor * (BY_TYPE[type] ?? 1) * (0.85 + rnd() * 0.3);
      rows.push({
        id,
        name: `${brand} ${area} ${KINDS[type]} ${i + 1}`,
        city: c.city,
        area,
        stars,
        type,
        score: Math.min(10, score),
        level: Math.round(level),
      });
      id++;
    }
  }
  await db.query(
    `INSERT INTO market_properties (market_property_id, name, city, area, star_rating, property_type, review_score)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::text[],
                          $7::numeric[])`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.name),
      rows.map((r) => r.city),
      rows.map((r) => r.area),
      rows.map((r) => r.stars),
      rows.map((r) => r.type),
      rows.map((r) => r.score),
    ],
  );
  // Holidays and their eves (the night before a holiday is sold at the holiday's uplift too).
  const holidays = [...new Set(INDONESIA_HOLIDAYS.flatMap((h) => [h.date, addDays(h.date, -1)]))];
  await db.query(
    `INSERT INTO market_prices (market_property_id, date, price)
     SELECT p.id, d::date,
            greatest(100000, round(p.level
              * CASE WHEN extract(isodow FROM d) IN (5, 6)
                     THEN CASE WHEN p.city = 'JAKARTA' THEN 1.05 ELSE 1.2 END ELSE 1 END
              * CASE WHEN d::date = ANY($5::date[]) THEN 1.25 ELSE 1 END
              * (0.95 + ((p.id * 7919 + (d::date - $3::date) * 104729) % 1000) / 10000.0)
              / 1000) * 1000)::bigint
       FROM unnest($1::bigint[], $2::bigint[], $6::text[]) AS p(id, level, city)
      CROSS JOIN generate_series($3::date, $4::date, interval '1 day') AS d`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.level),
      addDays(today, -MARKET_PRICE_DAYS),
      addDays(today, MARKET_PRICE_DAYS),
      holidays,
      rows.map((r) => r.city),
    ],
  );
}
