import { describe, expect, it } from 'vitest';
import {
  applyBulk,
  bulkNights,
  cellErrors,
  pendingChanges,
  serverErrorsByCell,
  setCell,
  toChanges,
  valueOf,
  type Availability,
  type BulkForm,
  type HotelNowNight,
} from './model';

const n = (date: string, patch: Partial<HotelNowNight> = {}): HotelNowNight => ({
  date,
  state: 'UPCOMING',
  allotment: 5,
  sold: 1,
  unsold: 4,
  open: false,
  rooms: null,
  discountPercent: null,
  hotelNowSold: 0,
  ...patch,
});

// 2026-11-23 is a Monday.
const room = {
  roomId: 7,
  name: 'Deluxe',
  nights: [
    n('2026-11-22', { state: 'RUNNING', open: true, rooms: 3, discountPercent: 20, unsold: 1 }),
    n('2026-11-23'),
    n('2026-11-24', { unsold: 2 }),
    n('2026-11-25', { open: true, rooms: 2, discountPercent: 15 }),
    n('2026-11-28'),
  ],
};
const data = { rooms: [room], nights: room.nights.map((x) => x.date) } as unknown as Availability;
const form = (patch: Partial<BulkForm> = {}): BulkForm => ({
  from: '2026-11-23',
  to: '2026-11-28',
  days: [0, 1, 2, 3, 4, 5, 6],
  open: true,
  rooms: '3',
  discount: '25',
  ...patch,
});

describe('Hotel Now screen model', () => {
  it('bulk applies to the nights in the period on the chosen days', () => {
    expect(bulkNights(room, form({ days: [1, 3] })).map((x) => x.date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(bulkNights(room, form({ from: '2026-11-28', to: '2026-11-24' })).map((x) => x.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-28',
    ]);
    const draft = applyBulk({}, room, form());
    expect(valueOf(draft, 7, room.nights[1]!)).toEqual({ open: true, rooms: '3', discount: '25' });
    // Above the 2 unsold rooms of the 24th: the shared rule says so, in the cell.
    expect(cellErrors(room.nights[2]!, valueOf(draft, 7, room.nights[2]!))).toMatchObject([
      { field: 'rooms', code: 'hotelNow.aboveUnsold', params: { max: 2 } },
    ]);
  });

  it('closing by bulk keeps each night its own rooms and discount; empty fields keep them too', () => {
    const closed = applyBulk({}, room, form({ open: false }));
    expect(valueOf(closed, 7, room.nights[3]!)).toEqual({ open: false, rooms: '2', discount: '15' });
    const kept = applyBulk({}, room, form({ rooms: '', discount: '30' }));
    expect(valueOf(kept, 7, room.nights[3]!)).toEqual({ open: true, rooms: '2', discount: '30' });
  });

  it('a cell set back to its saved value leaves the draft; changes become the request body', () => {
    let draft = setCell({}, 7, room.nights[3]!, { open: true, rooms: '1', discount: '15' });
    expect(pendingChanges(data, draft)).toHaveLength(1);
    draft = setCell(draft, 7, room.nights[3]!, { open: true, rooms: '2', discount: '15' });
    expect(draft).toEqual({});
    draft = setCell(draft, 7, room.nights[0]!, { open: false, rooms: '3', discount: '20' });
    draft = setCell(draft, 7, room.nights[1]!, { open: true, rooms: '2', discount: '12' });
    const changes = pendingChanges(data, draft);
    expect(toChanges(changes)).toEqual([
      { roomId: 7, date: '2026-11-22', open: false, rooms: 3, discountPercent: 20 },
      { roomId: 7, date: '2026-11-23', open: true, rooms: 2, discountPercent: 12 },
    ]);
    expect(serverErrorsByCell(changes, [{ field: 'changes.1.rooms', message: 'Maksimal 1 kamar' }])).toEqual({
      '7:2026-11-23': { rooms: 'Maksimal 1 kamar' },
    });
  });

  it('a running night may be lowered although sales overtook it, not raised', () => {
    const running = room.nights[0]!;
    expect(cellErrors(running, { open: true, rooms: '2', discount: '20' })).toEqual([]);
    expect(cellErrors(running, { open: true, rooms: '4', discount: '20' })).toMatchObject([
      { field: 'rooms', code: 'hotelNow.aboveUnsold' },
    ]);
  });

  it('a running night keeps at least the rooms Hotel Now sold', () => {
    const running = { ...room.nights[0]!, hotelNowSold: 2 };
    expect(cellErrors(running, { open: true, rooms: '2', discount: '20' })).toEqual([]);
    expect(cellErrors(running, { open: true, rooms: '1', discount: '20' })).toMatchObject([
      { field: 'rooms', code: 'hotelNow.belowSold', params: { min: 2 } },
    ]);
  });
});
