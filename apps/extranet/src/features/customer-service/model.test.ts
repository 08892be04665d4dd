import { describe, expect, it } from 'vitest';
import {
  bookingQueryOf,
  EMPTY_FILTERS,
  filterProblems,
  paramsFromState,
  propertyQueryOf,
  stateFromParams,
  type CsState,
} from './model';

const state = (over: Partial<CsState> = {}): CsState => ({
  tab: 'bookings',
  filters: EMPTY_FILTERS,
  page: 0,
  booking: null,
  ...over,
});

describe('the URL holds the state (a search can be shared as a link)', () => {
  it.each([
    ['', state()],
    [
      'q=wulan&status=ISSUED&from=2027-03-01&to=2027-03-31&page=2&booking=5000001',
      state({
        filters: { q: 'wulan', status: 'ISSUED', from: '2027-03-01', to: '2027-03-31' },
        page: 2,
        booking: 5000001,
      }),
    ],
    ['tab=properties&q=bali', state({ tab: 'properties', filters: { ...EMPTY_FILTERS, q: 'bali' } })],
    // Bad values are dropped, never an error.
    ['status=LOST&from=2027-02-30&page=-1&booking=x', state()],
    ['page=50', state()],
  ])('%s', (query, expected) => {
    const parsed = stateFromParams(new URLSearchParams(query));
    expect(parsed).toEqual(expected);
    expect(stateFromParams(new URLSearchParams(paramsFromState(parsed)))).toEqual(parsed);
  });

  it('writes only what is set, and the bookings filters only on their tab', () => {
    expect(paramsFromState(state())).toEqual({});
    expect(
      paramsFromState(
        state({ tab: 'properties', filters: { q: ' bali ', status: 'ISSUED', from: '2027-01-01', to: '' } }),
      ),
    ).toEqual({ tab: 'properties', q: 'bali' });
  });
});

describe('filterProblems and the queries', () => {
  it.each([
    [EMPTY_FILTERS, {}],
    [{ ...EMPTY_FILTERS, q: 'a' }, { q: { code: 'TOO_SHORT', limit: 2 } }],
    [{ ...EMPTY_FILTERS, from: '2027-03-01' }, { to: { code: 'REQUIRED' } }],
    [
      { ...EMPTY_FILTERS, from: '2027-03-01', to: '2027-07-01' },
      { to: { code: 'DATE_RANGE_TOO_LONG', limit: 92 } },
    ],
  ])('%j', (filters, expected) => {
    expect(filterProblems(filters)).toEqual(expected);
  });

  it('asks nothing while the filters have problems', () => {
    expect(bookingQueryOf(state({ filters: { ...EMPTY_FILTERS, q: 'a' } }))).toBeNull();
    expect(propertyQueryOf(state({ tab: 'properties', filters: { ...EMPTY_FILTERS, q: 'a' } }))).toBeNull();
    expect(bookingQueryOf(state())).toEqual({});
    expect(
      bookingQueryOf(
        state({ filters: { q: ' wulan ', status: 'REFUND', from: '2027-03-01', to: '2027-03-02' }, page: 1 }),
      ),
    ).toEqual({ q: 'wulan', status: ['REFUND'], from: '2027-03-01', to: '2027-03-02', page: 1 });
  });
});
