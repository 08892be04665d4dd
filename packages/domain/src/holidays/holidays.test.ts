import { describe, expect, it } from 'vitest';
import { isValidDate, weekday } from '../dates.js';
import {
  HOLIDAYS_FIRST_DATE,
  HOLIDAYS_LAST_DATE,
  INDONESIA_HOLIDAYS,
  holidayNamesByDate,
  holidaysPage,
  type Holiday,
} from './index.js';

const on = (date: string) => INDONESIA_HOLIDAYS.filter((h) => h.date === date);

describe('the holiday calendar (data)', () => {
  it('is ascending, valid dates within 2024–2028, both names written, no row twice', () => {
    const dates = INDONESIA_HOLIDAYS.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    for (const h of INDONESIA_HOLIDAYS) {
      expect(isValidDate(h.date), h.date).toBe(true);
      expect(h.date >= HOLIDAYS_FIRST_DATE && h.date <= HOLIDAYS_LAST_DATE, h.date).toBe(true);
      expect(h.nameId.trim(), h.date).not.toBe('');
      expect(h.nameEn.trim(), h.date).not.toBe('');
    }
    const keys = INDONESIA_HOLIDAYS.map((h) => `${h.date}|${h.kind}|${h.nameId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([2024, 2025, 2026, 2027, 2028])('%i has the holidays fixed by law, none tentative', (year) => {
    for (const md of ['01-01', '05-01', '06-01', '08-17', '12-25']) {
      const fixed = on(`${year}-${md}`).filter((h) => h.kind === 'NATIONAL');
      expect(fixed, `${year}-${md}`).toHaveLength(1);
      expect(fixed[0]!.tentative).toBe(false);
    }
  });

  it.each([
    ['2024-03-29', '2024-03-31', '2024-05-09'],
    ['2025-04-18', '2025-04-20', '2025-05-29'],
    ['2026-04-03', '2026-04-05', '2026-05-14'],
    ['2027-03-26', '2027-03-28', '2027-05-06'],
    ['2028-04-14', '2028-04-16', '2028-05-25'],
  ])('Good Friday %s, Easter %s (a Sunday) and Ascension %s (39 days after)', (friday, easter, ascension) => {
    expect(weekday(easter)).toBe(0);
    expect(weekday(friday)).toBe(5);
    expect(weekday(ascension)).toBe(4);
    for (const d of [friday, easter, ascension])
      expect(
        on(d).some((h) => h.kind === 'NATIONAL'),
        d,
      ).toBe(true);
  });

  it('follows the decrees 2024–2026 (counts of national days and collective leave) and has no leave after', () => {
    const count = (year: number, kind: Holiday['kind']) =>
      INDONESIA_HOLIDAYS.filter((h) => h.date.startsWith(`${year}`) && h.kind === kind).length;
    // 2024: 17 days + the general and the regional election days; 10 days of collective leave.
    expect([count(2024, 'NATIONAL'), count(2024, 'COLLECTIVE_LEAVE')]).toEqual([19, 10]);
    // 2025: 17 days; 10 days of collective leave and 18 August added later.
    expect([count(2025, 'NATIONAL'), count(2025, 'COLLECTIVE_LEAVE')]).toEqual([17, 11]);
    expect([count(2026, 'NATIONAL'), count(2026, 'COLLECTIVE_LEAVE')]).toEqual([17, 8]);
    expect(count(2027, 'COLLECTIVE_LEAVE') + count(2028, 'COLLECTIVE_LEAVE')).toBe(0);
    expect(INDONESIA_HOLIDAYS.filter((h) => h.tentative && h.date < '2027-01-01')).toEqual([]);
    expect(on('2027-03-10')[0]).toMatchObject({ nameId: 'Hari Raya Idul Fitri 1448 H', tentative: true });
  });
});

describe('holidaysPage', () => {
  it('keeps the range (both ends included) and pages it', () => {
    const all = holidaysPage({ from: '2026-03-18', to: '2026-03-24' });
    expect(all.items.map((h) => h.date)).toEqual([
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
      '2026-03-23',
      '2026-03-24',
    ]);
    expect(all.page).toEqual({ page: 0, size: 100, total: 7 });
    const second = holidaysPage({ from: '2026-03-18', to: '2026-03-24' }, 1, 3);
    expect(second.items.map((h) => h.date)).toEqual(['2026-03-21', '2026-03-22', '2026-03-23']);
    expect(second.page).toEqual({ page: 1, size: 3, total: 7 });
    expect(holidaysPage({ from: '2026-03-18', to: '2026-03-24' }, 3, 3).items).toEqual([]);
  });

  it('without a range: the whole calendar', () => {
    expect(holidaysPage({}, 0, 100).page.total).toBe(INDONESIA_HOLIDAYS.length);
    expect(holidaysPage({ from: '2029-01-01' }).items).toEqual([]);
  });
});

describe('holidayNamesByDate', () => {
  const rows: Holiday[] = [
    {
      date: '2027-12-25',
      kind: 'NATIONAL',
      nameId: 'Hari Raya Natal',
      nameEn: 'Christmas Day',
      tentative: false,
    },
    { date: '2027-12-25', kind: 'NATIONAL', nameId: 'Isra Mikraj', nameEn: "Isra Mi'raj", tentative: true },
  ];
  it.each([
    ['id', 'Hari Raya Natal · Isra Mikraj (?)'],
    ['en', "Christmas Day · Isra Mi'raj (?)"],
  ] as const)('names a day in %s, two holidays joined, a tentative one marked', (lang, name) => {
    expect(holidayNamesByDate(rows, lang, (n) => `${n} (?)`)).toEqual({ '2027-12-25': name });
  });
});
