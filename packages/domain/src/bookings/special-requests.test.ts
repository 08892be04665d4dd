import { describe, expect, it } from 'vitest';
import {
  bookingOpenForRequests,
  specialRequestResultOf,
  specialRequestText,
  type SpecialRequestState,
} from './special-requests.js';

const TODAY = '2027-02-28';

describe('specialRequestResultOf', () => {
  it.each<[string, SpecialRequestState, string]>([
    [
      'pending, stay ahead',
      { status: 'PENDING', bookingStatus: 'CONFIRMED', checkOut: '2027-03-02' },
      'SUCCESS',
    ],
    [
      'pending, check-out today',
      { status: 'PENDING', bookingStatus: 'CONFIRMED', checkOut: TODAY },
      'SUCCESS',
    ],
    [
      'pending, check-out yesterday',
      { status: 'PENDING', bookingStatus: 'CONFIRMED', checkOut: '2027-02-27' },
      'EXPIRED',
    ],
    [
      'pending, cancelled booking',
      { status: 'PENDING', bookingStatus: 'CANCELLED', checkOut: '2027-03-02' },
      'FAILED',
    ],
    [
      'pending, cancelled and over',
      { status: 'PENDING', bookingStatus: 'CANCELLED', checkOut: '2027-02-01' },
      'FAILED',
    ],
    [
      'confirmed already',
      { status: 'CONFIRMED', bookingStatus: 'CONFIRMED', checkOut: '2027-03-02' },
      'DUPLICATE',
    ],
    [
      'declined already, cancelled since',
      { status: 'DECLINED', bookingStatus: 'CANCELLED', checkOut: '2027-03-02' },
      'DUPLICATE',
    ],
  ])('%s', (_name, state, result) => {
    expect(specialRequestResultOf(state, TODAY)).toBe(result);
  });
});

describe('bookingOpenForRequests', () => {
  it('takes requests while confirmed and not over', () => {
    expect(bookingOpenForRequests({ bookingStatus: 'CONFIRMED', checkOut: TODAY }, TODAY)).toBe(true);
    expect(bookingOpenForRequests({ bookingStatus: 'CONFIRMED', checkOut: '2027-02-27' }, TODAY)).toBe(false);
    expect(bookingOpenForRequests({ bookingStatus: 'CANCELLED', checkOut: '2027-03-10' }, TODAY)).toBe(false);
  });
});

describe('specialRequestText', () => {
  it('trims, and a blank text is no request', () => {
    expect(specialRequestText('  Kamar bebas asap rokok ')).toBe('Kamar bebas asap rokok');
    expect(specialRequestText('   ')).toBeNull();
    expect(specialRequestText(undefined)).toBeNull();
    expect(specialRequestText('x'.repeat(600))).toHaveLength(500);
  });
});
