/**
 * Room data and facilities of a property (issue 11): the rules of validateRoomContent, the standard name
 * (SPEC 9: takes effect 15 minutes after a change, by the app's clock), "one room type must remain" (SPEC 8)
 * and the property's facilities. Rooms are the rate catalogue's rooms, so a room created here is sold at once
 * in rates and availability (the calendar reads every room of the property).
 */
import {
  normalizeFacilities,
  isPropertyFacility,
  standardNameFrom,
  standardRoomName,
  type Clock,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, toPlainText, validateRoomContent } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { withRetry } from '../../db/retry.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

/** What a service call needs of the app: the database and the clock. */
export interface Services {
  readonly db: Database;
  readonly clock: Clock;
}

type RoomInput = Req<'createRoomData'>['body'];
type RoomData = Res<'getRoomData'>;

const label = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The room's values after validation (400 with field errors), its standard name kept when unchanged. */
function valuesOf(
  body: RoomInput,
  lang: Language,
  now: Date,
  current: repo.RoomRecord | null,
): repo.RoomValues {
  const error = validationErrorFrom(validateRoomContent(body), lang);
  if (error) throw error;
  const bedrooms = body.bedrooms.map((b) => ({
    beds: b.beds.map((bed) => ({ type: bed.type, count: bed.count })),
    alternatives: b.alternatives.map((a) => a.map((bed) => ({ type: bed.type, count: bed.count }))),
  }));
  const view = label(body.view);
  const standardName = standardRoomName(
    { roomType: body.roomType, bedrooms, view, smokingAllowed: body.smokingAllowed },
    'en',
  );
  const unchanged = current?.standardName === standardName && current.standardNameFrom !== null;
  // The validator requires every number below; `?? 0` only narrows the contract's nullable types.
  return {
    name: body.name.trim(),
    roomType: body.roomType,
    // An empty rich text (`<p></p>`) is stored as no description.
    description: toPlainText(body.description).trim() === '' ? '' : body.description,
    sizeSqm: body.sizeSqm ?? 0,
    roomCount: body.roomCount ?? 0,
    bedroomCount: body.bedroomCount ?? 0,
    bedrooms,
    maxAdults: body.maxAdults ?? 0,
    maxChildren: body.maxChildren ?? 0,
    minOccupancy: body.minOccupancy ?? 0,
    maxOccupancy: body.maxOccupancy ?? 0,
    smokingAllowed: body.smokingAllowed,
    tower: label(body.tower),
    floor: label(body.floor),
    roomNumber: label(body.roomNumber),
    bathrooms: body.bathrooms ?? 0,
    view,
    minSellPrice: body.minSellPrice ?? 0,
    guestTypes: [...new Set(body.guestTypes)],
    facilities: normalizeFacilities(body.facilities, 'room'),
    standardName,
    standardNameFrom:
      unchanged && current.standardNameFrom ? current.standardNameFrom : standardNameFrom(now),
  };
}

function present(room: repo.RoomRecord, now: Date): RoomData {
  const from = room.standardNameFrom;
  return {
    ...room,
    standardNameFrom: from ? from.toISOString() : null,
    standardNameApplied: from !== null && from.getTime() <= now.getTime(),
  };
}

async function read(s: Services, hotelId: number, roomId: number): Promise<RoomData> {
  const room = await repo.findRoom(s.db, hotelId, roomId);
  if (!room) throw notFound();
  return present(room, s.clock());
}

export async function listRooms(s: Services, hotelId: number): Promise<Res<'listRoomData'>> {
  const now = s.clock();
  return { items: (await repo.listRooms(s.db, hotelId)).map((r) => present(r, now)) };
}

export function getRoom(s: Services, hotelId: number, roomId: number): Promise<RoomData> {
  return read(s, hotelId, roomId);
}

export async function createRoom(
  s: Services,
  hotelId: number,
  body: RoomInput,
  lang: Language,
): Promise<RoomData> {
  const values = valuesOf(body, lang, s.clock(), null);
  const roomId = await withRetry(() => s.db.transaction((tx) => repo.insertRoom(tx, hotelId, values)));
  return read(s, hotelId, roomId);
}

export async function updateRoom(
  s: Services,
  hotelId: number,
  roomId: number,
  body: RoomInput,
  lang: Language,
): Promise<RoomData> {
  const current = await repo.findRoom(s.db, hotelId, roomId);
  if (!current) throw notFound();
  const values = valuesOf(body, lang, s.clock(), current);
  const found = await withRetry(() => s.db.transaction((tx) => repo.updateRoom(tx, hotelId, roomId, values)));
  if (!found) throw notFound();
  return read(s, hotelId, roomId);
}

/**
 * Deletes a room: 404 when it is not the property's, 409 LAST_ROOM_TYPE when it is the last one (SPEC 8), 409
 * RATE_PLAN_ONLY_ROOM when a rate plan sells only this room (a rate plan needs at least one room, SPEC 5:
 * the owner changes or deletes that plan first). Otherwise the rate plans that sell it simply stop selling it.
 */
export async function deleteRoom(s: Services, hotelId: number, roomId: number): Promise<void> {
  await withRetry(() =>
    s.db.transaction(async (tx) => {
      const ids = await repo.lockRoomIds(tx, hotelId);
      if (!ids.includes(roomId)) throw notFound();
      if (ids.length === 1) throw new AppError(409, 'LAST_ROOM_TYPE');
      if ((await repo.ratePlansOnlySelling(tx, hotelId, roomId)).length > 0) {
        throw new AppError(409, 'RATE_PLAN_ONLY_ROOM');
      }
      await repo.deleteRoom(tx, hotelId, roomId);
    }),
  );
}

// ---------------------------------------------------------------- property facilities

export async function getPropertyFacilities(
  s: Services,
  hotelId: number,
): Promise<Res<'getPropertyFacilities'>> {
  return { facilities: normalizeFacilities(await repo.propertyFacilities(s.db, hotelId), 'property') };
}

export async function updatePropertyFacilities(
  s: Services,
  hotelId: number,
  body: Req<'updatePropertyFacilities'>['body'],
  lang: Language,
): Promise<Res<'updatePropertyFacilities'>> {
  if (body.facilities.some((code) => !isPropertyFacility(code))) {
    throw validationErrorFrom([fieldError('facilities', 'room.invalidOption')], lang);
  }
  const codes = normalizeFacilities(body.facilities, 'property');
  await withRetry(() => s.db.transaction((tx) => repo.replacePropertyFacilities(tx, hotelId, codes)));
  return getPropertyFacilities(s, hotelId);
}
