import { describe, expect, it } from 'vitest';
import { validateLoyaltyDecision, validateLoyaltySelection } from './loyalty.js';

const offered = [
  { roomId: 1, ratePlanId: 10 },
  { roomId: 2, ratePlanId: 10 },
];

describe('validateLoyaltySelection', () => {
  it.each([
    [[], [['pairs', 'loyalty.pairsRequired']]],
    [[{ roomId: 1, ratePlanId: 10 }], []],
    [
      [
        { roomId: 1, ratePlanId: 10 },
        { roomId: 1, ratePlanId: 10 },
      ],
      [['pairs.1', 'loyalty.duplicatePair']],
    ],
    [[{ roomId: 3, ratePlanId: 10 }], [['pairs.0', 'loyalty.notOffered']]],
    [[{ roomId: 0, ratePlanId: 10 }], [['pairs.0', 'required']]],
  ])('%j -> %j', (pairs, expected) => {
    expect(validateLoyaltySelection({ pairs }, offered).map((e) => [e.field, e.code])).toEqual(expected);
  });

  it('checks only the shape without the offered pairs', () => {
    expect(validateLoyaltySelection({ pairs: [{ roomId: 3, ratePlanId: 10 }] })).toEqual([]);
  });
});

describe('validateLoyaltyDecision', () => {
  it.each([
    [{ decision: 'APPROVE' }, []],
    [{ decision: 'REJECT', reason: 'Kamar tidak sesuai' }, []],
    [{ decision: 'REJECT', reason: 'singkat' }, [['reason', 'min_length']]],
    [{ decision: 'REJECT' }, [['reason', 'required']]],
    [{ decision: 'MAYBE' }, [['decision', 'required']]],
  ])('%j -> %j', (input, expected) => {
    expect(validateLoyaltyDecision(input).map((e) => [e.field, e.code])).toEqual(expected);
  });
});
