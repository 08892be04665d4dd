/**
 * The live demo properties' content (seed/property-content.ts): complete by the registration's own step rules
 * (photos aside: a test database has no photo store), every facility a code of the catalogue, every area a BPS
 * code of its parent, and every room with the facilities and beds the room form asks for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BED_TYPES,
  REGISTRATION_MIN_ROOM_FACILITIES,
  isPropertyFacility,
  isRoomFacility,
  registrationChecks,
} from '@extranet/domain';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { listDistricts, listRegencies } from '../modules/property-info/locations.js';
import { findHotel, findRegistration, readSnapshot } from '../modules/registration/repository.js';
import { BALI, BANDUNG, JAKARTA } from './demo-ids.js';
import { DEMO_PENDING_HOTEL } from './registration.js';
import { DEMO_HOTELS, seedDemoData } from './demo.js';

const NOW = new Date('2027-02-28T16:30:00.000Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDemoData(database.db, { clock: () => NOW });
}, 180_000);
afterAll(() => database?.destroy());

describe('demo property content', () => {
  it.each([JAKARTA, BALI, BANDUNG])(
    'property %i passes every registration step but photos',
    async (hotelId) => {
      const hotel = (await findHotel(database.db, hotelId))!;
      const snapshot = await readSnapshot(database.db, hotel, await findRegistration(database.db, hotelId));
      const open = registrationChecks(snapshot).filter((c) => !/photos|mainPhoto/i.test(c.field));
      expect(open).toEqual([]);
      expect(snapshot.rooms.every((r) => r.facilities >= REGISTRATION_MIN_ROOM_FACILITIES)).toBe(true);
    },
  );

  it('names facilities of the catalogue only, of the right kind', async () => {
    const hotelIds = [JAKARTA, BALI, BANDUNG, DEMO_PENDING_HOTEL];
    const property = await database.db.query<{ facility: string }>(
      `SELECT facility FROM property_facilities WHERE hotel_id = ANY ($1::bigint[])`,
      [hotelIds],
    );
    const room = await database.db.query<{ facility: string }>(
      `SELECT facility FROM room_facilities WHERE hotel_id = ANY ($1::bigint[])`,
      [hotelIds],
    );
    expect(property.length).toBeGreaterThan(30);
    expect(property.map((r) => r.facility).filter((code) => !isPropertyFacility(code))).toEqual([]);
    expect(room.map((r) => r.facility).filter((code) => !isRoomFacility(code))).toEqual([]);
  });

  it('places each property in a district of its regency of its province, and beds every room', async () => {
    const rows = await database.db.query<{
      province_code: string;
      regency_code: string;
      district_code: string;
    }>(`SELECT province_code, regency_code, district_code FROM hotels WHERE hotel_id = ANY ($1::bigint[])`, [
      [JAKARTA, BALI, BANDUNG, DEMO_PENDING_HOTEL, DEMO_HOTELS.DRAFT_VILLA],
    ]);
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect((await listRegencies(r.province_code)).map((a) => a.code)).toContain(r.regency_code);
      expect((await listDistricts(r.regency_code)).map((a) => a.code)).toContain(r.district_code);
    }
    const rooms = await database.db.query<{ bedrooms: number; bedroom_layout: unknown }>(
      `SELECT bedrooms, bedroom_layout FROM rooms WHERE hotel_id = ANY ($1::bigint[])`,
      [[JAKARTA, BALI, BANDUNG]],
    );
    for (const room of rooms) {
      const layout = (
        typeof room.bedroom_layout === 'string' ? JSON.parse(room.bedroom_layout) : room.bedroom_layout
      ) as { beds: { type: string; count: number }[] }[];
      expect(layout).toHaveLength(Number(room.bedrooms));
      for (const bedroom of layout) {
        expect(bedroom.beds.length).toBeGreaterThan(0);
        for (const b of bedroom.beds) expect(BED_TYPES).toContain(b.type);
      }
    }
  });
});
