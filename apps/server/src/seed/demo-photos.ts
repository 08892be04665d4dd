/**
 * Photos of the pending demo hotel (issue 11), so the market manager's review shows real images: JPEGs drawn
 * with sharp, cut into the photo gallery's variants (large 1920, medium 960, thumb 320, keys
 * `<hotelId>/<16 hex of the content hash>-<variant>.jpg`) and put into the photo store the server serves
 * `/media/<key>` from. Written only when the seed is given a store (the server and the seed command give one;
 * the test databases have none).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/types.js';

/** Where photo variants go: the photo gallery's storage interface (put only). */
export interface DemoPhotoStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** The local disk store of the photo gallery: `<DATA_DIR>/media/<hotelId>/<hash>-<variant>.jpg`. */
export function diskPhotoStore(dataDir: string): DemoPhotoStore {
  const root = path.join(dataDir, 'media');
  return {
    async put(key, bytes) {
      const file = path.join(root, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
  };
}

const VARIANTS = { large: 1920, medium: 960, thumb: 320 } as const;

interface DemoPhoto {
  roomId: number | null;
  caption: string;
  main: boolean;
  colors: [string, string];
}

function svg(caption: string, [from, to]: [string, string]): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="1067" fill="url(#g)"/>
  <rect x="120" y="640" width="1360" height="300" rx="24" fill="#ffffff" fill-opacity="0.25"/>
  <text x="800" y="820" font-family="sans-serif" font-size="96" text-anchor="middle" fill="#ffffff">${caption}</text>
</svg>`);
}

async function writePhoto(
  tx: Database,
  store: DemoPhotoStore,
  hotelId: number,
  photo: DemoPhoto,
  order: number,
): Promise<void> {
  const original = await sharp(svg(photo.caption, photo.colors)).jpeg({ quality: 85 }).toBuffer();
  const hash = createHash('sha256').update(original).digest('hex');
  const keys: Record<string, string> = {};
  for (const [variant, side] of Object.entries(VARIANTS)) {
    const bytes = await sharp(original)
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer();
    const key = `${hotelId}/${hash.slice(0, 16)}-${variant}.jpg`;
    await store.put(key, bytes, 'image/jpeg');
    keys[variant] = key;
  }
  await tx.query(
    `INSERT INTO property_photos (hotel_id, room_id, variants, content_hash, width, height, bytes, caption, is_main,
                                  sort_order)
     VALUES ($1, $2, $3::jsonb, $4, 1600, 1067, $5, $6, $7, $8)`,
    [hotelId, photo.roomId, JSON.stringify(keys), hash, original.length, photo.caption, photo.main, order],
  );
}

/** Three photos of the pending hotel (one main) and two of its room. */
export async function seedDemoPhotos(
  tx: Database,
  store: DemoPhotoStore,
  hotelId: number,
  roomId: number,
): Promise<void> {
  const photos: DemoPhoto[] = [
    { roomId: null, caption: 'Fasad hotel', main: true, colors: ['#1d4e89', '#72b1e6'] },
    { roomId: null, caption: 'Lobi', main: false, colors: ['#7a4419', '#e0a458'] },
    { roomId: null, caption: 'Restoran', main: false, colors: ['#2d6a4f', '#95d5b2'] },
    { roomId, caption: 'Deluxe Double', main: true, colors: ['#5a189a', '#c77dff'] },
    { roomId, caption: 'Kamar mandi', main: false, colors: ['#264653', '#8ab17d'] },
  ];
  for (const [i, photo] of photos.entries()) await writePhoto(tx, store, hotelId, photo, i);
}
