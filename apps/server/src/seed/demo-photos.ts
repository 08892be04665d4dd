/**
 * Demo photos (issue 11): the main demo hotel (Jakarta) and the pending hotel, so the photo gallery, the content
 * score and the market manager's review show real images. The originals are drawn with sharp (a gradient, a
 * caption and a fine grain, so each is a photo-sized JPEG that passes the upload rules), then go through the
 * photo gallery's own processing (`processPhoto`: upright, stripped, variants large/medium/thumb, content-hashed
 * keys) and into its storage interface (`createPhotoStorage`: the disk under DATA_DIR, or the object storage of
 * OBJECT_STORAGE_URL). Written only when the seed is given a store (the server and the seed command give one;
 * the test databases have none and get no photo rows).
 */
import sharp from 'sharp';
import { checkPhotoFile } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { mapBounded, photoFacts, processPhoto, type ProcessedPhoto } from '../modules/media/processing.js';
import { insertPhotos, lockGroup, setCaption } from '../modules/media/repository.js';
import { createPhotoStorage, S3Storage, type PhotoStorage } from '../modules/media/storage.js';
import { DEMO_ROOMS, JAKARTA } from './demo-ids.js';
import { DEMO_PENDING_HOTEL as PENDING, DEMO_PENDING_ROOM as PENDING_ROOM } from './registration.js';

/** Where the demo photos' variants go: the photo gallery's storage (only `put` is needed). */
export type DemoPhotoStore = Pick<PhotoStorage, 'put'>;

const WIDTH = 1200;
const HEIGHT = 800;
/** Objects written at once (a local disk or an object store; the seed runs before the server listens). */
const PUT_CONCURRENCY = 4;

interface DemoPhoto {
  hotelId: number;
  roomId: number | null;
  caption: string;
  colors: [string, string];
}

/** The photos of each group in their order; the first of a group is its main photo. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  { hotelId: JAKARTA, roomId: null, caption: 'Fasad hotel', colors: ['#0b3c5d', '#5fa8d3'] },
  { hotelId: JAKARTA, roomId: null, caption: 'Lobi', colors: ['#6f4518', '#d4a373'] },
  { hotelId: JAKARTA, roomId: null, caption: 'Kolam renang', colors: ['#03045e', '#48cae4'] },
  { hotelId: JAKARTA, roomId: null, caption: 'Restoran', colors: ['#344e41', '#a3b18a'] },
  { hotelId: JAKARTA, roomId: null, caption: 'Pusat kebugaran', colors: ['#3c096c', '#9d4edd'] },
  { hotelId: JAKARTA, roomId: null, caption: 'Ruang rapat', colors: ['#212529', '#adb5bd'] },
  {
    hotelId: JAKARTA,
    roomId: DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE,
    caption: 'Superior Double',
    colors: ['#9c6644', '#ede0d4'],
  },
  {
    hotelId: JAKARTA,
    roomId: DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE,
    caption: 'Kamar mandi Superior',
    colors: ['#2a9d8f', '#e9f5db'],
  },
  {
    hotelId: JAKARTA,
    roomId: DEMO_ROOMS.JAKARTA_DELUXE_KING,
    caption: 'Deluxe King',
    colors: ['#7f5539', '#ddb892'],
  },
  {
    hotelId: JAKARTA,
    roomId: DEMO_ROOMS.JAKARTA_DELUXE_KING,
    caption: 'Pemandangan kota',
    colors: ['#14213d', '#fca311'],
  },
  {
    hotelId: JAKARTA,
    roomId: DEMO_ROOMS.JAKARTA_EXECUTIVE_SUITE,
    caption: 'Executive Suite',
    colors: ['#590d22', '#ff8fa3'],
  },
  { hotelId: PENDING, roomId: null, caption: 'Fasad hotel', colors: ['#1d4e89', '#72b1e6'] },
  { hotelId: PENDING, roomId: null, caption: 'Lobi', colors: ['#7a4419', '#e0a458'] },
  { hotelId: PENDING, roomId: null, caption: 'Restoran', colors: ['#2d6a4f', '#95d5b2'] },
  { hotelId: PENDING, roomId: PENDING_ROOM, caption: 'Deluxe Double', colors: ['#5a189a', '#c77dff'] },
  { hotelId: PENDING, roomId: PENDING_ROOM, caption: 'Kamar mandi', colors: ['#264653', '#8ab17d'] },
];

function svg(caption: string, [from, to]: [string, string]): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect x="90" y="480" width="1020" height="220" rx="18" fill="#ffffff" fill-opacity="0.25"/>
  <text x="600" y="620" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#ffffff">${caption}</text>
</svg>`);
}

/** The original JPEG of a demo photo: the same bytes on every seed (a seeded grain), so the same keys. */
export async function drawDemoPhoto(photo: DemoPhoto, seed: number): Promise<Buffer> {
  const pixels = await sharp(svg(photo.caption, photo.colors)).removeAlpha().raw().toBuffer();
  let state = (seed + 1) * 0x9e3779b1;
  for (let i = 0; i < pixels.length; i += 1) {
    // xorshift32: a cheap, fixed sequence of grain
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + ((state >>> 24) % 25) - 12));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface PreparedDemoPhoto {
  photo: DemoPhoto;
  processed: ProcessedPhoto;
}

/**
 * Draws every demo photo, processes it as an upload is processed and puts its variants into the store. Runs
 * before the seed's transaction (it needs no database), so a slow store never holds the transaction open.
 */
export async function prepareDemoPhotos(store: DemoPhotoStore): Promise<PreparedDemoPhoto[]> {
  const prepared = await Promise.all(
    DEMO_PHOTOS.map(async (photo, i) => {
      const original = await drawDemoPhoto(photo, i);
      const problems = checkPhotoFile(await photoFacts(original));
      if (problems.length > 0) {
        throw new Error(`demo photo ${photo.caption} breaks the upload rules: ${JSON.stringify(problems)}`);
      }
      return { photo, processed: await processPhoto(photo.hotelId, original) };
    }),
  );
  const objects = prepared.flatMap((p) => Object.values(p.processed.variants));
  await mapBounded(objects, PUT_CONCURRENCY, (o) => store.put(o.key, o.bytes, 'image/jpeg'));
  return prepared;
}

/** The photo rows, written as an upload writes them (order, the first of each group main), with captions. */
export async function insertDemoPhotos(tx: Database, prepared: readonly PreparedDemoPhoto[]): Promise<void> {
  for (const { photo, processed: p } of prepared) {
    const group = await lockGroup(tx, photo.hotelId, photo.roomId);
    const [row] = await insertPhotos(
      tx,
      photo.hotelId,
      photo.roomId,
      [
        {
          roomId: photo.roomId,
          contentHash: p.contentHash,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          variants: {
            large: p.variants.large.key,
            medium: p.variants.medium.key,
            thumb: p.variants.thumb.key,
          },
        },
      ],
      group,
    );
    await setCaption(tx, photo.hotelId, row!.photoId, photo.caption);
  }
}

/**
 * Runs `work` with the photo store of the configuration (the disk under DATA_DIR, or OBJECT_STORAGE_URL's
 * object storage, as the server stores uploads), closing the store's client afterwards.
 */
export async function withConfiguredPhotoStore<T>(
  config: { dataDir: string; objectStorageUrl: string | undefined },
  work: (store: DemoPhotoStore) => Promise<T>,
): Promise<T> {
  const store = createPhotoStorage(config);
  try {
    return await work(store);
  } finally {
    if (store instanceof S3Storage) store.close();
  }
}
