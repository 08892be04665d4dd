/**
 * Module `hotel-now`: Hotel Now availability (issue 4, SPEC 9). Per room and night, whether the room takes part
 * in the last-minute channel (18:00 to 04:00 GMT+7), how many rooms and at what discount. Contract:
 * openapi/paths/hotel-now.yaml. Membership, roles and the HOTEL_NOW feature are checked by the app from the
 * contract (x-hotel-route: hotelNowAvailability) before a handler runs.
 */
import type { FastifyRequest } from 'fastify';
import {
  HOTEL_NOW_END_TIME,
  HOTEL_NOW_MAX_DISCOUNT_PERCENT,
  HOTEL_NOW_MIN_DISCOUNT_PERCENT,
  HOTEL_NOW_START_TIME,
  messageOf,
  validateHotelNowOffer,
} from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { validationError, type FieldErrorInput } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { requireSession } from '../../http/session.js';
import type { ServerModule } from '../types.js';
import * as repo from './repository.js';
import {
  HOTEL_NOW_TIME_ZONE,
  hotelNowNights,
  hotelNowWindow,
  nightState,
  type HotelNowWindow,
} from './window.js';

interface HotelParams {
  hotelId: number;
}

interface ChangeBody {
  roomId: number;
  date: string;
  open: boolean;
  rooms?: number | null;
  discountPercent?: number | null;
}

const key = (roomId: number, date: string) => `${roomId}:${date}`;

export function presentWindow(window: HotelNowWindow) {
  return {
    status: window.status,
    night: window.night,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    now: window.now.toISOString(),
    startTime: HOTEL_NOW_START_TIME,
    endTime: HOTEL_NOW_END_TIME,
    timeZone: HOTEL_NOW_TIME_ZONE,
  };
}

async function availability(db: Database, hotelId: number, window: HotelNowWindow) {
  const nights = hotelNowNights(window);
  const [rooms, rows] = await Promise.all([
    repo.roomsOf(db, hotelId),
    repo.offersOf(db, hotelId, nights[0]!, nights[nights.length - 1]!),
  ]);
  const byRoom = new Map<number, repo.OfferRow[]>();
  for (const row of rows) {
    const list = byRoom.get(Number(row.room_id)) ?? [];
    list.push(row);
    byRoom.set(Number(row.room_id), list);
  }
  return {
    window: presentWindow(window),
    limits: {
      minDiscountPercent: HOTEL_NOW_MIN_DISCOUNT_PERCENT,
      maxDiscountPercent: HOTEL_NOW_MAX_DISCOUNT_PERCENT,
    },
    nights,
    rooms: rooms.map((room) => ({
      roomId: Number(room.room_id),
      name: room.name,
      nights: (byRoom.get(Number(room.room_id)) ?? []).map((row) => ({
        date: row.date,
        state: nightState(row.date, window),
        allotment: row.allotment,
        sold: row.sold,
        unsold: Math.max(0, row.allotment - row.sold),
        open: row.open,
        rooms: row.rooms,
        discountPercent: row.discount_percent,
        hotelNowSold: row.hotel_now_sold,
      })),
    })),
  };
}

/**
 * Checks every change against the saved offers and the unsold allotment read under lock, then writes them.
 * Returns how many offers changed. Throws one VALIDATION_ERROR with every problem, nothing written.
 */
async function save(
  request: FastifyRequest,
  tx: Database,
  hotelId: number,
  accountId: number,
  changes: readonly ChangeBody[],
  window: HotelNowWindow,
): Promise<number> {
  await repo.lockHotelNow(tx, hotelId);
  const nights = hotelNowNights(window);
  const first = nights[0]!;
  const last = nights[nights.length - 1]!;
  const rows = await repo.offersOf(tx, hotelId, first, last, { lock: true });
  const current = new Map(rows.map((r) => [key(Number(r.room_id), r.date), r]));
  const roomIds = new Set(rows.map((r) => Number(r.room_id)));
  const lang = requestLanguage(request);
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
        hotelNowSold: saved?.hotel_now_sold ?? 0,
      },
    );
    for (const p of problems) {
      const field = at(p.field);
      errors.push({ field, code: p.code, message: messageOf({ ...p, field }, { lang }) });
    }
    if (problems.length > 0 || !saved) return;
    const rooms = change.rooms ?? null;
    const discountPercent = change.discountPercent ?? null;
    const same =
      saved.open === change.open &&
      (!change.open || (saved.rooms === rooms && saved.discount_percent === discountPercent));
    if (!same)
      writes.push({ roomId: change.roomId, date: change.date, open: change.open, rooms, discountPercent });
  });
  if (errors.length > 0) throw validationError(errors);
  await repo.saveOffers(tx, hotelId, accountId, writes);
  return writes.length;
}

/** The module with its clock: tests pass a fixed "now" to check the window at its edges. */
export function createHotelNowModule(clock: () => Date = () => new Date()): ServerModule {
  return {
    name: 'hotel-now',
    handlers: {
      async getHotelNowAvailability(request, _reply, ctx) {
        const { hotelId } = request.params as HotelParams;
        return availability(ctx.db, hotelId, hotelNowWindow(clock()));
      },

      async saveHotelNowAvailability(request, _reply, ctx) {
        const { hotelId } = request.params as HotelParams;
        const session = await requireSession(request);
        const { changes } = request.body as { changes: ChangeBody[] };
        const window = hotelNowWindow(clock());
        const changed = await ctx.db.transaction((tx) =>
          save(request, tx, hotelId, session.accountId, changes, window),
        );
        return { changed, availability: await availability(ctx.db, hotelId, window) };
      },
    },
  };
}

export const hotelNowModule = createHotelNowModule();
