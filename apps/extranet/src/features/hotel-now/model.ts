/**
 * The Hotel Now availability screen's model: the owner's unsaved edits (a draft per room and night), the bulk
 * apply, the shared validator per cell and the batch sent to the server. Pure functions, no React.
 */
import type { components } from '@extranet/api';
import { validateHotelNowOffer, type FieldError } from '@extranet/validation';

export type Availability = components['schemas']['HotelNowAvailability'];
export type HotelNowRoom = components['schemas']['HotelNowRoom'];
export type HotelNowNight = components['schemas']['HotelNowNight'];
export type HotelNowChange = components['schemas']['HotelNowChange'];

/** What the owner sees in one row: take part, rooms and discount as typed. */
export interface CellValue {
  open: boolean;
  rooms: string;
  discount: string;
}

/** Edited cells by `roomId:date`; cells not in it show what is saved. */
export type Draft = Readonly<Record<string, CellValue>>;

export const cellKey = (roomId: number, date: string) => `${roomId}:${date}`;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function savedValue(night: HotelNowNight): CellValue {
  return { open: night.open, rooms: text(night.rooms), discount: text(night.discountPercent) };
}

export function valueOf(draft: Draft, roomId: number, night: HotelNowNight): CellValue {
  return draft[cellKey(roomId, night.date)] ?? savedValue(night);
}

/** Sets one cell; a cell edited back to what is saved leaves the draft. */
export function setCell(draft: Draft, roomId: number, night: HotelNowNight, value: CellValue): Draft {
  const key = cellKey(roomId, night.date);
  const next = { ...draft };
  if (isUnchanged(night, value)) delete next[key];
  else next[key] = value;
  return next;
}

const parse = (value: string): number | string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : trimmed;
};

function isUnchanged(night: HotelNowNight, value: CellValue): boolean {
  if (value.open !== night.open) return false;
  if (!value.open) return true;
  return parse(value.rooms) === night.rooms && parse(value.discount) === night.discountPercent;
}

/** Field errors of one cell (fields `rooms`, `discountPercent`, `date`) by the shared rule. */
export function cellErrors(night: HotelNowNight, value: CellValue): FieldError[] {
  if (night.state === 'PAST') return [];
  return validateHotelNowOffer(
    { open: value.open, rooms: parse(value.rooms), discountPercent: parse(value.discount) },
    {
      state: night.state,
      unsold: night.unsold,
      savedRooms: night.open ? night.rooms : null,
      hotelNowSold: night.hotelNowSold,
    },
  );
}

/** 0 = Sunday ... 6 = Saturday, of a `YYYY-MM-DD` night. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export interface BulkForm {
  from: string;
  to: string;
  /** Days of the week (0 = Sunday). */
  days: readonly number[];
  open: boolean;
  rooms: string;
  discount: string;
}

/** The nights of a room the bulk form covers: in [from, to], on the chosen days, not past. */
export function bulkNights(room: HotelNowRoom, form: BulkForm): HotelNowNight[] {
  const [from, to] = form.from <= form.to ? [form.from, form.to] : [form.to, form.from];
  return room.nights.filter(
    (n) => n.state !== 'PAST' && n.date >= from && n.date <= to && form.days.includes(weekday(n.date)),
  );
}

/**
 * Applies the bulk form to a room's nights in the draft. Closing keeps each night's rooms and discount; opening
 * takes the form's values (empty ones keep the night's own).
 */
export function applyBulk(draft: Draft, room: HotelNowRoom, form: BulkForm): Draft {
  let next = draft;
  for (const night of bulkNights(room, form)) {
    const current = valueOf(next, room.roomId, night);
    const value: CellValue = form.open
      ? {
          open: true,
          rooms: form.rooms.trim() === '' ? current.rooms : form.rooms.trim(),
          discount: form.discount.trim() === '' ? current.discount : form.discount.trim(),
        }
      : { ...current, open: false };
    next = setCell(next, room.roomId, night, value);
  }
  return next;
}

export interface PendingChange {
  room: HotelNowRoom;
  night: HotelNowNight;
  before: CellValue;
  after: CellValue;
  errors: FieldError[];
}

/** Every edited cell that differs from what is saved, in room and night order. */
export function pendingChanges(data: Availability, draft: Draft): PendingChange[] {
  const out: PendingChange[] = [];
  for (const room of data.rooms) {
    for (const night of room.nights) {
      const after = draft[cellKey(room.roomId, night.date)];
      if (!after || isUnchanged(night, after)) continue;
      out.push({ room, night, before: savedValue(night), after, errors: cellErrors(night, after) });
    }
  }
  return out;
}

/** The request body of a save (the server checks every change again). */
export function toChanges(changes: readonly PendingChange[]): HotelNowChange[] {
  return changes.map(({ room, night, after }) => {
    const rooms = parse(after.rooms);
    const discount = parse(after.discount);
    return {
      roomId: room.roomId,
      date: night.date,
      open: after.open,
      ...(after.open || typeof rooms === 'number' ? { rooms: typeof rooms === 'number' ? rooms : null } : {}),
      ...(after.open || typeof discount === 'number'
        ? { discountPercent: typeof discount === 'number' ? discount : null }
        : {}),
    };
  });
}

/** Server field errors (`changes.<i>.<field>`) back onto the cells they belong to: `roomId:date` -> field -> message. */
export function serverErrorsByCell(
  changes: readonly PendingChange[],
  errors: readonly { field: string; message: string }[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const e of errors) {
    const m = /^changes\.(\d+)\.(\w+)$/.exec(e.field);
    const change = m ? changes[Number(m[1])] : undefined;
    if (!m || !change) continue;
    const key = cellKey(change.room.roomId, change.night.date);
    const field = m[2] === 'date' || m[2] === 'roomId' ? 'date' : m[2]!;
    out[key] = { ...out[key], [field]: e.message };
  }
  return out;
}
