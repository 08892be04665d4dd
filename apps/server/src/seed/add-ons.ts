/**
 * Demo add-ons of Hotel Demo Jakarta (issue 13): breakfast, an airport transfer, late check-out, an extra bed and
 * a spa massage (switched off), each with a photo drawn like the gallery's demo photos (demo-photos.ts) and put
 * through the same processing and storage; then some demo bookings carry add-on lines (their totals include
 * them), so the booking detail and the add-ons performance show real sales. Like the gallery's photos, written
 * only when the seed is given a photo store (the test databases get no demo add-ons).
 */
import { ADD_ONS_COMMISSION_DEFAULT_PERCENT, checkPhotoFile } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { photoFacts, processPhoto, type ProcessedPhoto } from '../modules/media/processing.js';
import { drawDemoPhoto, type DemoPhotoStore } from './demo-photos.js';
import { JAKARTA } from './demo-ids.js';

/** Fixed ids of the demo add-ons (below the tables' identities, which start at 100000). */
export const DEMO_ADD_ONS = {
  BREAKFAST: 5101,
  AIRPORT_TRANSFER: 5102,
  LATE_CHECK_OUT: 5103,
  EXTRA_BED: 5104,
  SPA: 5105,
} as const;

interface DemoAddOn {
  addOnId: number;
  name: [string, string];
  description: [string, string];
  category: string;
  subcategory: string;
  priceType: 'PER_ITEM' | 'PER_ROOM_PER_NIGHT';
  price: number;
  min: number;
  max: number;
  status: 'ACTIVE' | 'INACTIVE';
  colors: [string, string];
}

const ADD_ONS: readonly DemoAddOn[] = [
  {
    addOnId: DEMO_ADD_ONS.BREAKFAST,
    name: ['Sarapan prasmanan', 'Breakfast buffet'],
    description: [
      'Prasmanan di restoran lantai 2, 06.00–10.00',
      'Buffet at the 2nd floor restaurant, 6–10 am',
    ],
    category: 'MEAL',
    subcategory: 'BREAKFAST',
    priceType: 'PER_ROOM_PER_NIGHT',
    price: 125_000,
    min: 1,
    max: 4,
    status: 'ACTIVE',
    colors: ['#bc6c25', '#fefae0'],
  },
  {
    addOnId: DEMO_ADD_ONS.AIRPORT_TRANSFER,
    name: ['Antar-jemput bandara', 'Airport transfer'],
    description: ['Mobil dari atau ke Soekarno-Hatta', 'A car from or to Soekarno-Hatta airport'],
    category: 'TRANSPORT',
    subcategory: 'AIRPORT_TRANSFER',
    priceType: 'PER_ITEM',
    price: 350_000,
    min: 1,
    max: 3,
    status: 'ACTIVE',
    colors: ['#023047', '#8ecae6'],
  },
  {
    addOnId: DEMO_ADD_ONS.LATE_CHECK_OUT,
    name: ['Check-out lambat', 'Late check-out'],
    description: ['Check-out sampai pukul 16.00', 'Check out as late as 4 pm'],
    category: 'STAY',
    subcategory: 'LATE_CHECK_OUT',
    priceType: 'PER_ITEM',
    price: 250_000,
    min: 1,
    max: 1,
    status: 'ACTIVE',
    colors: ['#3a0ca3', '#b8c0ff'],
  },
  {
    addOnId: DEMO_ADD_ONS.EXTRA_BED,
    name: ['Tempat tidur tambahan', 'Extra bed'],
    description: ['Termasuk sarapan untuk satu orang', 'Breakfast for one included'],
    category: 'STAY',
    subcategory: 'EXTRA_BED',
    priceType: 'PER_ROOM_PER_NIGHT',
    price: 300_000,
    min: 1,
    max: 2,
    status: 'ACTIVE',
    colors: ['#6a4c93', '#e0c3fc'],
  },
  {
    addOnId: DEMO_ADD_ONS.SPA,
    name: ['Pijat spa 60 menit', '60-minute spa massage'],
    description: ['Pijat tradisional di spa hotel', 'Traditional massage at the hotel spa'],
    category: 'WELLNESS',
    subcategory: 'MASSAGE',
    priceType: 'PER_ITEM',
    price: 450_000,
    min: 1,
    max: 4,
    status: 'INACTIVE',
    colors: ['#1b4332', '#b7e4c7'],
  },
];

export interface PreparedAddOnPhoto {
  addOn: DemoAddOn;
  processed: ProcessedPhoto;
}

/** Draws and processes each add-on's photo and puts its variants into the store (before the transaction). */
export async function prepareDemoAddOnPhotos(store: DemoPhotoStore): Promise<PreparedAddOnPhoto[]> {
  const prepared = await Promise.all(
    ADD_ONS.map(async (addOn, i) => {
      const photo = { hotelId: JAKARTA, roomId: null, caption: addOn.name[0], colors: addOn.colors };
      const original = await drawDemoPhoto(photo, 500 + i);
      const problems = checkPhotoFile(await photoFacts(original));
      if (problems.length > 0)
        throw new Error(`demo add-on photo ${addOn.name[1]}: ${JSON.stringify(problems)}`);
      return { addOn, processed: await processPhoto(JAKARTA, original) };
    }),
  );
  for (const p of prepared) {
    for (const v of Object.values(p.processed.variants)) await store.put(v.key, v.bytes, 'image/jpeg');
  }
  return prepared;
}

/**
 * The add-ons with their photos, then their lines on confirmed and cancelled demo bookings alike (a cancelled
 * one no longer counts in the performance): breakfast for each adult every night on one booking in six, an
 * airport transfer on one in ten; each such booking's total grows by its lines.
 */
export async function insertDemoAddOns(tx: Database, prepared: readonly PreparedAddOnPhoto[]): Promise<void> {
  if (prepared.length === 0) return;
  for (const [i, { addOn: a, processed: p }] of prepared.entries()) {
    const photoId = 5201 + i;
    await tx.query(
      `INSERT INTO add_on_photos (hotel_id, photo_id, variants, content_hash, width, height, bytes)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
      [
        JAKARTA,
        photoId,
        JSON.stringify({
          large: p.variants.large.key,
          medium: p.variants.medium.key,
          thumb: p.variants.thumb.key,
        }),
        p.contentHash,
        p.width,
        p.height,
        p.bytes,
      ],
    );
    await tx.query(
      `INSERT INTO add_ons (hotel_id, add_on_id, name_id, name_en, description_id, description_en, category,
         subcategory, price_type, price, min_quantity, max_quantity, status, photo_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        JAKARTA,
        a.addOnId,
        ...a.name,
        ...a.description,
        a.category,
        a.subcategory,
        a.priceType,
        a.price,
        a.min,
        a.max,
        a.status,
        photoId,
      ],
    );
  }
  await tx.query(
    `WITH demo AS (
       SELECT hotel_id, booking_id, adults, check_out - check_in AS nights,
              split_part(idempotency_key, '-', 3)::int AS k
         FROM bookings WHERE hotel_id = $1 AND marketplace = 'demo' AND idempotency_key LIKE 'demo-jakarta-%'
     ), lines AS (
       SELECT d.hotel_id, d.booking_id, 0 AS line, a.add_on_id, a.name_id, a.name_en, a.price_type, a.price,
              d.adults AS quantity, d.nights AS nights, a.price * d.adults * d.nights AS amount
         FROM demo d JOIN add_ons a ON a.hotel_id = d.hotel_id AND a.add_on_id = $2
        WHERE d.k % 6 = 0
       UNION ALL
       SELECT d.hotel_id, d.booking_id, CASE WHEN d.k % 6 = 0 THEN 1 ELSE 0 END, a.add_on_id, a.name_id, a.name_en,
              a.price_type, a.price, 1, NULL, a.price
         FROM demo d JOIN add_ons a ON a.hotel_id = d.hotel_id AND a.add_on_id = $3
        WHERE d.k % 10 = 0
     ), written AS (
       INSERT INTO booking_add_ons (hotel_id, booking_id, line, add_on_id, name_id, name_en, price_type, unit_price,
                                    quantity, nights, amount, commission_percent)
       SELECT hotel_id, booking_id, line, add_on_id, name_id, name_en, price_type, price, quantity, nights, amount, $4
         FROM lines
       RETURNING booking_id, amount
     )
     UPDATE bookings b SET total_price = b.total_price + w.amount
       FROM (SELECT booking_id, sum(amount) AS amount FROM written GROUP BY booking_id) w
      WHERE b.hotel_id = $1 AND b.booking_id = w.booking_id`,
    [JAKARTA, DEMO_ADD_ONS.BREAKFAST, DEMO_ADD_ONS.AIRPORT_TRANSFER, ADD_ONS_COMMISSION_DEFAULT_PERCENT],
  );
}
