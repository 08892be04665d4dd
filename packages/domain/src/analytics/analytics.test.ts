import { describe, expect, it } from 'vitest';
import {
  adrRangeProblems,
  averageDailyRate,
  commissionSplit,
  competitiveSetProblems,
  competitiveSetUnlockDate,
  defaultCompetitiveSet,
  isCompetitiveSetLocked,
  marketCityOf,
  type Candidate,
} from './index.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('competitive set size (SPEC 5: 15 to 30)', () => {
  it.each([
    [14, ['marketPropertyIds:COMPETITIVE_SET_SIZE']],
    [15, []],
    [30, []],
    [31, ['marketPropertyIds:COMPETITIVE_SET_SIZE']],
    [0, ['marketPropertyIds:COMPETITIVE_SET_SIZE']],
  ])('%i properties', (n, expected) => {
    expect(competitiveSetProblems(ids(n)).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });
  it('refuses a property twice', () => {
    expect(competitiveSetProblems([...ids(15), 1])[0]?.code).toBe('DUPLICATE_ITEMS');
  });
});

describe('competitive set lock (SPEC 4, 9: 30 days)', () => {
  it('unlocks 30 days after the day of the save', () => {
    expect(competitiveSetUnlockDate('2027-02-28')).toBe('2027-03-30');
    expect(isCompetitiveSetLocked('2027-02-28', '2027-02-28')).toBe(true);
    expect(isCompetitiveSetLocked('2027-02-28', '2027-03-29')).toBe(true);
    expect(isCompetitiveSetLocked('2027-02-28', '2027-03-30')).toBe(false);
  });
});

describe('default set', () => {
  const c = (
    marketPropertyId: number,
    city: Candidate['city'],
    starRating: number,
    reviewScore = 8,
  ): Candidate => ({
    marketPropertyId,
    city,
    starRating,
    reviewScore,
  });
  it('takes the same city, nearest stars, best reviews, 15 of them', () => {
    const all = [
      ...Array.from({ length: 10 }, (_, i) => c(100 + i, 'JAKARTA', 4, 7 + i / 10)),
      ...Array.from({ length: 10 }, (_, i) => c(200 + i, 'JAKARTA', 2)),
      ...Array.from({ length: 10 }, (_, i) => c(300 + i, 'BALI', 4)),
    ];
    const set = defaultCompetitiveSet({ city: 'Jakarta', starRating: 4 }, all);
    expect(set).toHaveLength(15);
    expect(set.slice(0, 10)).toEqual([109, 108, 107, 106, 105, 104, 103, 102, 101, 100]);
    expect(set.slice(10).every((id) => id >= 200 && id < 300)).toBe(true);
  });
  it('maps cities', () => {
    expect(marketCityOf('Badung')).toBe('BALI');
    expect(marketCityOf('Jakarta Selatan')).toBe('JAKARTA');
    expect(marketCityOf('Yogyakarta')).toBeNull();
  });
});

describe('average daily rate and commission', () => {
  it('is revenue per room night', () => {
    expect(averageDailyRate(1_000_001, 2)).toBe(500_001);
    expect(averageDailyRate(0, 0)).toBeNull();
  });
  it('splits what the guest pays', () => {
    expect(commissionSplit(1_000_000, 15)).toEqual({ commission: 150_000, propertyReceives: 850_000 });
    expect(commissionSplit(999_999, 12.5)).toEqual({ commission: 125_000, propertyReceives: 874_999 });
  });
  it('checks the period', () => {
    expect(adrRangeProblems('2027-01-05', '2027-01-01')[0]?.code).toBe('DATE_BEFORE_START');
    expect(adrRangeProblems('2027-01-01', '2027-04-03')[0]?.code).toBe('DATE_RANGE_TOO_LONG');
    expect(adrRangeProblems('2027-01-01', '2027-04-02')).toEqual([]);
  });
});
