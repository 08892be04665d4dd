import { describe, expect, it } from 'vitest';
import { contentLock } from './editing.js';

describe('contentLock', () => {
  it.each([
    [-3, 'NHA', null],
    [-3, 'HOTEL', null],
    [-1, 'HOTEL', 'REGISTRATION_SUBMITTED'],
    [-1, 'NHA', 'REGISTRATION_SUBMITTED'],
    [0, 'NHA', 'REGISTRATION_REJECTED'],
    [1, 'HOTEL', null],
    [2, 'NHA', null],
    [-1, null, 'CATEGORY_REQUIRED'],
    [-3, null, 'CATEGORY_REQUIRED'],
  ] as const)('status %s, type %s -> %s', (activeStatus, accommodationType, expected) => {
    expect(contentLock({ activeStatus, accommodationType })).toBe(expected);
  });
});
