import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { registrationChecks } from '@extranet/domain';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { findHotel, findRegistration, readSnapshot } from '../modules/registration/repository.js';
import { DEMO_HOTELS, seedDemoData } from './demo.js';
import { DEMO_PENDING_ROOM } from './registration.js';

let database: TestDatabase;
const stored = new Map<string, Uint8Array>();

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDemoData(database.db, {
    photoStore: {
      async put(key, bytes) {
        stored.set(key, bytes);
      },
    },
  });
});
afterAll(async () => {
  await database?.destroy();
});

describe('demo photos of the pending hotel', () => {
  it('puts three variants of each photo into the store and makes the registration complete', async () => {
    const rows = await database.db.query<{
      room_id: string | null;
      is_main: boolean;
      variants: Record<string, string>;
    }>('SELECT room_id, is_main, variants FROM property_photos WHERE hotel_id = $1 ORDER BY sort_order', [
      DEMO_HOTELS.PENDING,
    ]);
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
});
