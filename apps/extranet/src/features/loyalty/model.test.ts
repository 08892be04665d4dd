import { describe, expect, it } from 'vitest';
import { LOYALTY_STATES } from '@extranet/domain';
import {
  groupByRoom,
  initialSelection,
  pairsOf,
  roomSelection,
  selectionOf,
  stateTone,
  toggleRoom,
  type OfferedRoom,
} from './model';

const offered: OfferedRoom[] = [
  {
    roomId: 1,
    name: 'Deluxe',
    ratePlans: [
      { ratePlanId: 10, name: 'Room Only' },
      { ratePlanId: 11, name: 'Breakfast' },
    ],
  },
  { roomId: 2, name: 'Suite', ratePlans: [{ ratePlanId: 10, name: 'Room Only' }] },
];

describe('selection', () => {
  it('turns checked boxes into pairs in the offered order', () => {
    const selection = selectionOf([
      { roomId: 2, ratePlanId: 10 },
      { roomId: 1, ratePlanId: 11 },
    ]);
    expect(pairsOf(selection, offered)).toEqual([
      { roomId: 1, ratePlanId: 11 },
      { roomId: 2, ratePlanId: 10 },
    ]);
  });

  it.each([
    [[], 'none'],
    [[{ roomId: 1, ratePlanId: 10 }], 'some'],
    [
      [
        { roomId: 1, ratePlanId: 10 },
        { roomId: 1, ratePlanId: 11 },
      ],
      'all',
    ],
  ] as const)('a room with %j checked is %s', (pairs, expected) => {
    expect(roomSelection(selectionOf(pairs), offered[0]!)).toBe(expected);
  });

  it('checks and unchecks a whole room', () => {
    const on = toggleRoom(new Set(), offered[0]!, true);
    expect([...on].sort()).toEqual(['1:10', '1:11']);
    expect([...toggleRoom(on, offered[0]!, false)]).toEqual([]);
  });

  it('starts a join with everything offered and a change with the pairs in force', () => {
    const participation = {
      pairs: [{ roomId: 2, roomName: 'Suite', ratePlanId: 10, ratePlanName: 'Room Only' }],
      since: '2027-02-01T00:00:00Z',
    };
    expect(initialSelection('JOIN', { participation: null, offered }).size).toBe(3);
    expect([...initialSelection('REQUEST_CHANGE', { participation, offered })]).toEqual(['2:10']);
  });
});

describe('reading', () => {
  it('groups pairs by room', () => {
    expect(
      groupByRoom([
        { roomId: 1, roomName: 'Deluxe', ratePlanId: 10, ratePlanName: 'Room Only' },
        { roomId: 1, roomName: 'Deluxe', ratePlanId: 11, ratePlanName: 'Breakfast' },
        { roomId: 2, roomName: 'Suite', ratePlanId: 10, ratePlanName: 'Room Only' },
      ]),
    ).toEqual([
      { roomId: 1, roomName: 'Deluxe', ratePlans: ['Room Only', 'Breakfast'] },
      { roomId: 2, roomName: 'Suite', ratePlans: ['Room Only'] },
    ]);
  });

  it('gives every state a tone', () => {
    expect(Object.fromEntries(LOYALTY_STATES.map((s) => [s, stateTone(s)]))).toEqual({
      NOT_ELIGIBLE: 'neutral',
      INVITED: 'info',
      JOINED: 'success',
      CHANGE_PENDING: 'warning',
      APPROVED: 'success',
      REJECTED: 'danger',
      UNJOINED: 'neutral',
    });
  });
});
