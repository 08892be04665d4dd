import { describe, expect, it } from 'vitest';
import { composerState, isSendKey, levelTone, messagesInOrder } from './model';

describe('composerState', () => {
  it.each([
    ['', false, { problem: 'REQUIRED', canSend: false, shownProblem: null }],
    ['   ', false, { problem: 'REQUIRED', canSend: false, shownProblem: null }],
    ['Halo', false, { problem: null, canSend: true, shownProblem: null }],
    ['Halo', true, { problem: null, canSend: false, shownProblem: null }],
    ['x'.repeat(2000), false, { problem: null, canSend: true, shownProblem: null }],
    ['x'.repeat(2001), false, { problem: 'TOO_LONG', canSend: false, shownProblem: 'TOO_LONG' }],
  ] as const)('%j (sending %s)', (body, sending, expected) => {
    expect(composerState(body, sending)).toEqual(expected);
  });
});

describe('isSendKey', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false }, true],
    [{ key: 'Enter', shiftKey: true }, false],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, false],
    [{ key: 'Enter', shiftKey: false, altKey: true }, false],
    [{ key: 'a', shiftKey: false }, false],
  ])('%j -> %s', (e, sends) => {
    expect(isSendKey(e)).toBe(sends);
  });
});

describe('levelTone', () => {
  it.each([
    ['GOOD', 'success'],
    ['IMPROVE', 'warning'],
    ['POOR', 'danger'],
  ] as const)('%s -> %s', (level, tone) => {
    expect(levelTone(level)).toBe(tone);
  });
});

describe('messagesInOrder', () => {
  it('puts older pages first', () => {
    expect(messagesInOrder([{ items: [4, 5] }, { items: [2, 3] }, { items: [1] }])).toEqual([1, 2, 3, 4, 5]);
  });
});
