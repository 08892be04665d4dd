import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkPhotoFile, registrationChecks } from '@extranet/domain';
import { createTestDatabase, FROM_SCRATCH_MS, type TestDatabase } from '../../test/helpers.js';
import { photoFacts, processPhoto } from '../modules/media/processing.js';
import { findHotel, findRegistration, readSnapshot } from '../modules/registration/repository.js';
import { DEMO_ROOMS } from './demo-ids.js';
import { DEMO_PHOTOS, drawDemoPhoto } from './demo-photos.js';
import { DEMO_HOTELS, seedDemoData } from './demo.js';
import { DEMO_PENDING_ROOM } from './registration.js';
import { validateCheckInGuideSubmit } from '@extranet/validation/phone';
import { findGuide, findVersion, listLog } from '../modules/check-in-guide/repository.js';

let database: TestDatabase;
const stored = new Map<string, Uint8Array>();

interface Row {
  photo_id: string;
  room_id: string | null;
  is_main: boolean;
  caption: string | null;
  content_hash: string;
  width: number;
  height: number;
  variants: Record<string, string>;
}

const photosOf = (hotelId: number) =>
  database.db.query<Row>(
    `SELECT photo_id, room_id, is_main, caption, content_hash, width, height, variants FROM property_photos
      WHERE hotel_id = $1 ORDER BY room_id NULLS FIRST, sort_order`,
    [hotelId],
  );

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDemoData(database.db, {
    photoStore: {
      async put(key, bytes) {
        stored.set(key, bytes);
      },
    },
  });
}, FROM_SCRATCH_MS);
afterAll(async () => {
  await database?.destroy();
});

describe('demo photos', () => {
  it('are photos an upload would accept, the same bytes on every seed', async () => {
    const first = await drawDemoPhoto(DEMO_PHOTOS[0]!, 0);
    expect(checkPhotoFile(await photoFacts(first))).toEqual([]);
    expect((await drawDemoPhoto(DEMO_PHOTOS[0]!, 0)).equals(first)).toBe(true);
    expect((await drawDemoPhoto(DEMO_PHOTOS[0]!, 1)).equals(first)).toBe(false);
  });

  it('go through the upload processing: the keys and variants an upload of the same photo gets', async () => {
    const original = await drawDemoPhoto(DEMO_PHOTOS[0]!, 0);
    const processed = await processPhoto(DEMO_HOTELS.JAKARTA, original);
    const [facade] = await photosOf(DEMO_HOTELS.JAKARTA);
    expect(facade!.content_hash).toBe(processed.contentHash);
    expect(facade!.variants).toEqual({
      large: processed.variants.large.key,
      medium: processed.variants.medium.key,
      thumb: processed.variants.thumb.key,
    });
    expect(
      Buffer.from(stored.get(processed.variants.large.key)!).equals(processed.variants.large.bytes),
    ).toBe(true);
  });

  it('give Jakarta property and room photos, one main photo per group, with captions', async () => {
    const rows = await photosOf(DEMO_HOTELS.JAKARTA);
    const groups = new Map<string, Row[]>();
    for (const row of rows)
      groups.set(String(row.room_id), [...(groups.get(String(row.room_id)) ?? []), row]);
    expect(groups.get('null')!.length).toBeGreaterThanOrEqual(3);
    expect(groups.get(String(DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE))).toHaveLength(2);
    expect(groups.get(String(DEMO_ROOMS.JAKARTA_DELUXE_KING))).toHaveLength(2);
    for (const group of groups.values()) {
      expect(group.map((r) => r.is_main)).toEqual(group.map((_, i) => i === 0));
    }
    expect(rows.every((r) => r.caption && r.width === 1200 && r.height === 800)).toBe(true);
  });

  it('put three variants of each photo into the store and make the pending registration complete', async () => {
    const rows = await photosOf(DEMO_HOTELS.PENDING);
    expect(rows.filter((r) => r.room_id === null)).toHaveLength(3);
    expect(rows.filter((r) => Number(r.room_id) === DEMO_PENDING_ROOM)).toHaveLength(2);
    expect(rows.filter((r) => r.is_main)).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row.variants).sort()).toEqual(['large', 'medium', 'thumb']);
      for (const key of Object.values(row.variants)) {
        expect(key).toMatch(/^1005\/[0-9a-f]{16}-(large|medium|thumb)\.jpg$/);
        expect(Buffer.from(stored.get(key)!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      }
    }
    const thumb = await sharp(stored.get(rows[0]!.variants.thumb!)!).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);

    const hotel = (await findHotel(database.db, DEMO_HOTELS.PENDING))!;
    const snapshot = await readSnapshot(
      database.db,
      hotel,
      await findRegistration(database.db, DEMO_HOTELS.PENDING),
    );
    expect(registrationChecks(snapshot)).toEqual([]);
  });

  it('are not written without a store (the seeded test databases)', async () => {
    const plain = await createTestDatabase();
    try {
      expect(await plain.db.query('SELECT 1 FROM property_photos')).toEqual([]);
    } finally {
      await plain.destroy();
    }
  });
});

describe('demo check-in guide (seeded with the photos)', () => {
  it('Jakarta: active, two submitted versions that pass SPEC 5, the draft is the last one', async () => {
    const guide = await findGuide(database.db, DEMO_HOTELS.JAKARTA);
    expect(guide).toMatchObject({ active: true, currentVersion: 2, draftIsCurrent: true });
    for (const n of [1, 2]) {
      const version = await findVersion(database.db, DEMO_HOTELS.JAKARTA, n);
      expect(validateCheckInGuideSubmit(version!.content)).toEqual([]);
    }
    const log = await listLog(database.db, DEMO_HOTELS.JAKARTA);
    expect(log.map((e) => `${e.kind} ${e.version}`)).toEqual(['SUBMITTED 2', 'ACTIVATED 1', 'SUBMITTED 1']);
  });
});
