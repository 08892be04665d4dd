import { describe, expect, it } from 'vitest';
// The catalogs (the app loads them per language; here both at once) give the messages their text.
import '@extranet/i18n';
import {
  filterErrors,
  filtersFromSearch,
  queryOf,
  scoreTone,
  scoreWidth,
  searchFromFilters,
  withFilter,
  type ReviewFilters,
} from './model';

const base: ReviewFilters = { basis: 'REVIEW', page: 1, size: 20 };

describe('filters in the URL', () => {
  it.each([
    ['', base],
    [
      'basis=STAY&from=2026-01-01&to=2026-06-30&scoreMin=6&scoreMax=9&travellerType=FAMILY&page=3&size=50',
      {
        basis: 'STAY',
        from: '2026-01-01',
        to: '2026-06-30',
        scoreMin: 6,
        scoreMax: 9,
        travellerType: 'FAMILY',
        page: 3,
        size: 50,
      },
    ],
    ['basis=YEAR&from=yesterday&scoreMin=0&scoreMax=11&travellerType=ALIEN&page=-2&size=7', base],
    ['replied=false', { ...base, replied: false }],
    ['replied=true&page=2', { ...base, replied: true, page: 2 }],
    ['replied=yes', base],
  ])('%s', (search, expected) => {
    const filters = filtersFromSearch(new URLSearchParams(search));
    expect(filters).toEqual(expected);
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('leaves the defaults out of the URL', () => {
    expect(searchFromFilters(base).toString()).toBe('');
  });

  it('goes back to page 1 on a filter change and drops a cleared filter', () => {
    const f = { ...base, page: 4, scoreMin: 7 };
    expect(withFilter(f, { travellerType: 'SOLO' })).toEqual({ ...base, scoreMin: 7, travellerType: 'SOLO' });
    expect(withFilter(f, { scoreMin: undefined })).toEqual(base);
  });

  it('asks the server for 0-based pages', () => {
    expect(queryOf({ ...base, page: 3, scoreMax: 5 })).toEqual({
      basis: 'REVIEW',
      page: 2,
      size: 20,
      scoreMax: 5,
    });
  });
});

describe('display rules', () => {
  it.each([
    [10, 'success'],
    [8, 'success'],
    [7, 'warning'],
    [6, 'warning'],
    [5, 'danger'],
  ] as const)('a score of %s is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it.each([
    [null, 0],
    [10, 100],
    [7.5, 75],
    [8.3, 83],
  ])('a sub-score average of %s fills %s%%', (average, width) => {
    expect(scoreWidth(average)).toBe(width);
  });
});

describe('filterErrors', () => {
  const period = { from: '2026-01-01', to: '2026-12-31' };
  it.each([
    [{}, {}],
    [{ scoreMin: 8, scoreMax: 5 }, { scoreMax: 'The highest score cannot be below the lowest score' }],
    [{ from: '2020-01-01', to: '2026-12-31' }, { to: 'The period can cover at most 36 months' }],
    [{ from: '2020-01-01' }, { to: 'The period can cover at most 36 months' }],
  ])('%j', (change, expected) => {
    expect(filterErrors({ ...base, ...change }, period, 'en')).toEqual(expected);
  });
});
