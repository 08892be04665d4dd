/**
 * Hotel Now availability (issue 4, SPEC 9): per room and night, whether the room takes part in the
 * last-minute channel (18:00 to 04:00 GMT+7), how many rooms and at what discount. The window comes from the
 * instant the app's clock says.
 */
import {
  HOTEL_NOW_MAX_DISCOUNT_PERCENT,
  HOTEL_NOW_MIN_DISCOUNT_PERCENT,
  validateHotelNowOffer,
} from '@extranet/validation';
import { hotelNowNights, hotelNowWindowView, nightState, type HotelNowWindow } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import type { Database } from '../../db/types.js';
import { validationError, type FieldErrorInput } from '../../http/errors.js';
import { fieldErrorsFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

type Availability = Res<'getHotelNowAvailability'>;
type Change = Req<'saveHotelNowAvailability'>['body']['changes'][number];

const key = (roomId: number, date: string) => `${roomId}:${date}`;

export async function availability(
  db: Database,
  hotelId: number,
  window: HotelNowWindow,
): Promise<Availability> {
  const nights = hotelNowNights(window);
  const [rooms, offers] = await Promise.all([
    repo.roomsOf(db, hotelId),
    repo.offersOf(db, hotelId, nights[0] ?? window.night, nights[nights.length - 1] ?? window.night),
  ]);
  const byRoom = new Map<number, repo.Offer[]>();
  for (const offer of offers) byRoom.set(offer.roomId, [...(byRoom.get(offer.roomId) ?? []), offer]);
  return {
    window: hotelNowWindowView(window),
    limits: {
      minDiscountPercent: HOTEL_NOW_MIN_DISCOUNT_PERCENT,
      maxDiscountPercent: HOTEL_NOW_MAX_DISCOUNT_PERCENT,
    },
    nights,
    rooms: rooms.map((room) => ({
      roomId: room.roomId,
      name: room.name,
      nights: (byRoom.get(room.roomId) ?? []).map((o) => ({
        date: o.date,
        state: nightState(o.date, window),
        allotment: o.allotment,
        sold: o.sold,
        unsold: Math.max(0, o.allotment - o.sold),
        open: o.open,
        rooms: o.rooms,
        discountPercent: o.discountPercent,
        hotelNowSold: o.hotelNowSold,
      })),
    })),
  };
}

/**
 * Checks every change against the saved offers and the unsold allotment read under lock, then writes them.
 * Returns how many offers changed. Throws one VALIDATION_ERROR with every problem, nothing written.
 */
async function saveOffers(
  tx: Database,
  hotelId: number,
  accountId: number,
  changes: readonly Change[],
  window: HotelNowWindow,
  lang: Language,
): Promise<number> {
  await repo.lockHotelNow(tx, hotelId);
  const nights = hotelNowNights(window);
  const first = nights[0] ?? window.night;
  const last = nights[nights.length - 1] ?? window.night;
  const offers = await repo.offersOf(tx, hotelId, first, last, { lock: true });
  const current = new Map(offers.map((o) => [key(o.roomId, o.date), o]));
  const roomIds = new Set(offers.map((o) => o.roomId));
  const errors: FieldErrorInput[] = [];
  const seen = new Set<string>();
  const writes: repo.OfferWrite[] = [];
  changes.forEach((change, index) => {
    const at = (field: string) => `changes.${index}.${field}`;
    if (!roomIds.has(change.roomId)) {
      errors.push({ field: at('roomId'), code: 'UNKNOWN_ROOM' });
      return;
    }
    const state = nightState(change.date, window);
    if (state !== 'PAST' && change.date > last) {
      errors.push({ field: at('date'), code: 'DATE_OUTSIDE_WINDOW' });
      return;
    }
    const k = key(change.roomId, change.date);
    if (seen.has(k)) {
      errors.push({ field: at('date'), code: 'DUPLICATE_ITEMS' });
      return;
    }
    seen.add(k);
    const saved = current.get(k);
    const unsold = saved ? Math.max(0, saved.allotment - saved.sold) : 0;
    const problems = validateHotelNowOffer(
      { open: change.open, rooms: change.rooms, discountPercent: change.discountPercent },
      {
        state,
        unsold,
        savedRooms: saved?.open ? saved.rooms : null,
        hotelNowSold: saved?.hotelNowSold ?? 0,
      },
    );
    errors.push(...fieldErrorsFrom(problems, lang, `changes.${index}.`));
    if (problems.length > 0 || !saved) return;
    const rooms = change.rooms ?? null;
    const discountPercent = change.discountPercent ?? null;
    const same =
      saved.open === change.open &&
      (!change.open || (saved.rooms === rooms && saved.discountPercent === discountPercent));
    if (!same)
      writes.push({ roomId: change.roomId, date: change.date, open: change.open, rooms, discountPercent });
  });
  if (errors.length > 0) throw validationError(errors);
  await repo.saveOffers(tx, hotelId, accountId, writes);
  return writes.length;
}

export async function save(
  db: Database,
  hotelId: number,
  accountId: number,
  changes: readonly Change[],
  window: HotelNowWindow,
  lang: Language,
): Promise<Res<'saveHotelNowAvailability'>> {
  const changed = await db.transaction((tx) => saveOffers(tx, hotelId, accountId, changes, window, lang));
  return { changed, availability: await availability(db, hotelId, window) };
}
