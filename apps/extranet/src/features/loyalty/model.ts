/** Pure view model of the loyalty page and the market managers' queue (table-driven tests in model.test.ts). */
import type { Schemas } from '@extranet/api';
import type { LoyaltyPair, LoyaltyState } from '@extranet/domain';

export type Loyalty = Schemas['Loyalty'];
export type NamedPair = Schemas['LoyaltyNamedPair'];
export type OfferedRoom = Schemas['LoyaltyOfferedRoom'];

export const pairKey = (p: LoyaltyPair) => `${p.roomId}:${p.ratePlanId}`;

/** The checked boxes of a selection. */
export function selectionOf(pairs: readonly LoyaltyPair[]): Set<string> {
  return new Set(pairs.map(pairKey));
}

/** The pairs of the checked boxes, in the order the rooms and rate plans are offered. */
export function pairsOf(selection: ReadonlySet<string>, offered: readonly OfferedRoom[]): LoyaltyPair[] {
  return offered.flatMap((room) =>
    room.ratePlans
      .filter((p) => selection.has(pairKey({ roomId: room.roomId, ratePlanId: p.ratePlanId })))
      .map((p) => ({ roomId: room.roomId, ratePlanId: p.ratePlanId })),
  );
}

/** Checks or unchecks every rate plan of a room. */
export function toggleRoom(selection: ReadonlySet<string>, room: OfferedRoom, on: boolean): Set<string> {
  const next = new Set(selection);
  for (const p of room.ratePlans) {
    const key = pairKey({ roomId: room.roomId, ratePlanId: p.ratePlanId });
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** How many of a room's rate plans are checked: all, some or none (the room's box is mixed for some). */
export function roomSelection(selection: ReadonlySet<string>, room: OfferedRoom): 'all' | 'some' | 'none' {
  const n = room.ratePlans.filter((p) =>
    selection.has(pairKey({ roomId: room.roomId, ratePlanId: p.ratePlanId })),
  ).length;
  if (n === 0) return 'none';
  return n === room.ratePlans.length ? 'all' : 'some';
}

/** Pairs grouped by room for reading: "Deluxe King: Room Only, Breakfast". */
export function groupByRoom(
  pairs: readonly NamedPair[],
): { roomId: number; roomName: string; ratePlans: string[] }[] {
  const out: { roomId: number; roomName: string; ratePlans: string[] }[] = [];
  for (const p of pairs) {
    let room = out.find((r) => r.roomId === p.roomId);
    if (!room) {
      room = { roomId: p.roomId, roomName: p.roomName, ratePlans: [] };
      out.push(room);
    }
    room.ratePlans.push(p.ratePlanName);
  }
  return out;
}

export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** The colour of a state's badge. */
export function stateTone(state: LoyaltyState): Tone {
  switch (state) {
    case 'JOINED':
    case 'APPROVED':
      return 'success';
    case 'CHANGE_PENDING':
      return 'warning';
    case 'REJECTED':
      return 'danger';
    case 'INVITED':
      return 'info';
    case 'NOT_ELIGIBLE':
    case 'UNJOINED':
      return 'neutral';
  }
}

/** What the selection editor is for: joining, or asking a change (prefilled with the pairs in force). */
export type EditMode = 'JOIN' | 'REQUEST_CHANGE';

/** The pairs the editor starts with: in force for a change, every offered pair for joining. */
export function initialSelection(
  mode: EditMode,
  loyalty: Pick<Loyalty, 'participation' | 'offered'>,
): Set<string> {
  if (mode === 'REQUEST_CHANGE') return selectionOf(loyalty.participation?.pairs ?? []);
  return selectionOf(
    loyalty.offered.flatMap((r) => r.ratePlans.map((p) => ({ roomId: r.roomId, ratePlanId: p.ratePlanId }))),
  );
}
