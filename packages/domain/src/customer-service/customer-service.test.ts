import { describe, expect, it } from 'vitest';
import {
  CS_CHECK_IN_MAX_DAYS,
  CS_PAGE_MAX,
  CS_QUERY_MAX,
  csBookingSearchProblems,
  csPropertySearchProblems,
  csSearchOf,
  isCustomerService,
} from './index.js';

describe('isCustomerService (SPEC 6: customer service is role 12, a marketplace staff role)', () => {
  it.each([
    [[12], true],
    [[12, 20], true],
    [[20], false],
    [[3, 7], false],
    [[], false],
  ])('%j -> %s', (roles, expected) => {
    expect(isCustomerService(roles)).toBe(expected);
  });
});

describe('csSearchOf', () => {
  it.each([
    ['  Wulan ', { kind: 'TEXT', text: 'wulan' }],
    ['Hotel Demo', { kind: 'TEXT', text: 'hotel demo' }],
    ['TVL-0083000037', { kind: 'TEXT', text: 'tvl-0083000037' }],
    ['Wulan.Santoso1@Example.com ', { kind: 'EMAIL', email: 'wulan.santoso1@example.com' }],
    ['5000012', { kind: 'NUMBER', digits: '5000012', bookingId: 5000012, phone: null }],
    [
      '+62 812-3456-7890',
      { kind: 'NUMBER', digits: '+6281234567890', bookingId: null, phone: '+6281234567890' },
    ],
    [
      '0812 3456 7890',
      { kind: 'NUMBER', digits: '081234567890', bookingId: 81234567890, phone: '+6281234567890' },
    ],
    [
      '6281234567890',
      { kind: 'NUMBER', digits: '6281234567890', bookingId: 6281234567890, phone: '+6281234567890' },
    ],
    ['1234567890123456', { kind: 'NUMBER', digits: '1234567890123456', bookingId: null, phone: null }],
  ])('%j', (q, expected) => {
    expect(csSearchOf(q)).toEqual(expected);
  });
});

describe('csBookingSearchProblems', () => {
  it.each([
    [{}, []],
    [{ q: '  ' }, []],
    [{ q: 'ab' }, []],
    [{ q: ' a ' }, [{ field: 'q', code: 'TOO_SHORT', params: { limit: 2 } }]],
    [
      { q: 'x'.repeat(CS_QUERY_MAX + 1) },
      [{ field: 'q', code: 'TOO_LONG', params: { limit: CS_QUERY_MAX } }],
    ],
    [{ q: ` ${'x'.repeat(CS_QUERY_MAX)} ` }, []],
    [{ from: '2026-11-01' }, [{ field: 'to', code: 'REQUIRED' }]],
    [{ to: '2026-11-01' }, [{ field: 'from', code: 'REQUIRED' }]],
    [{ from: '2026-11-01', to: '2027-01-31' }, []],
    [
      { from: '2026-11-01', to: '2027-02-01' },
      [{ field: 'to', code: 'DATE_RANGE_TOO_LONG', params: { limit: CS_CHECK_IN_MAX_DAYS } }],
    ],
    [{ from: '2026-11-02', to: '2026-11-01' }, [{ field: 'to', code: 'DATE_BEFORE_START' }]],
    [{ from: '2026-02-30', to: '2026-03-01' }, [{ field: 'from', code: 'INVALID_FORMAT' }]],
    [{ page: CS_PAGE_MAX }, []],
    [{ page: CS_PAGE_MAX + 1 }, [{ field: 'page', code: 'TOO_LARGE', params: { limit: CS_PAGE_MAX } }]],
  ])('%j', (filters, expected) => {
    expect(csBookingSearchProblems(filters)).toEqual(expected);
  });

  it('reports every field at once', () => {
    expect(csBookingSearchProblems({ q: 'a', from: '2026-11-01', page: 1000 }).map((p) => p.field)).toEqual([
      'q',
      'to',
      'page',
    ]);
  });
});

describe('csPropertySearchProblems', () => {
  it('checks the text and the page only', () => {
    expect(csPropertySearchProblems({ q: 'Jakarta', page: 0 })).toEqual([]);
    expect(csPropertySearchProblems({ q: 'J', page: CS_PAGE_MAX + 1 }).map((p) => p.field)).toEqual([
      'q',
      'page',
    ]);
  });
});
