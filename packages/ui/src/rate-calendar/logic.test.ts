import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildDayTable,
  daysBetween,
  DAY_DISABLED,
  DAY_HOLIDAY,
  DAY_PAST,
  DAY_TODAY,
  DAY_WEEKEND,
  isDayReadOnly,
  shiftDayByMonths,
} from './dates.js';
import { buildLayout, dataRowAddress, ROW_KIND_FIELD, ROW_KIND_ROOM } from './layout.js';
import { EMPTY_PENDING, mergeEdits, pendingToChanges, readValue } from './pending.js';
import {
  moveSelection,
  rangeContains,
  selectionRange,
  collapsed,
  type GridSelection,
  type KeyLike,
} from './selection.js';
import { cellToText, parseCellText, parseTsv, serializeTsv } from './tsv.js';
import type { RateCalendarSeries, RateCalendarValue } from './types.js';
import { checkBuiltIn } from './validate.js';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('dates', () => {
  it('does day arithmetic on ISO strings without time-zone drift', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });

  it('flags weekends, holidays, past, today and disabled days', () => {
    const t = buildDayTable({
      startDate: '2026-11-20', // Friday
      days: 10,
      today: '2026-11-22',
      holidays: { '2026-11-25': 'Hari Guru' },
      disabledDates: ['2026-11-27'],
    });
    expect(t.iso[0]).toBe('2026-11-20');
    expect(t.flags[0]! & DAY_PAST).toBeTruthy();
    expect(t.flags[1]! & DAY_WEEKEND).toBeTruthy(); // Saturday
    expect(t.flags[2]! & DAY_TODAY).toBeTruthy();
    expect(t.flags[2]! & DAY_PAST).toBeFalsy();
    expect(t.flags[5]! & DAY_HOLIDAY).toBeTruthy();
    expect(t.holidayNames.get(5)).toBe('Hari Guru');
    expect(t.flags[7]! & DAY_DISABLED).toBeTruthy();
    expect(isDayReadOnly(t, 1)).toBe(true);
    expect(isDayReadOnly(t, 2)).toBe(false);
    expect(isDayReadOnly(t, 7)).toBe(true);
  });

  it('shifts by months keeping the day, clamped to month length and range', () => {
    const t = buildDayTable({ startDate: '2026-01-01', days: 548 });
    const jan31 = daysBetween('2026-01-01', '2026-01-31');
    expect(t.iso[shiftDayByMonths(t, jan31, 1)]).toBe('2026-02-28');
    expect(t.iso[shiftDayByMonths(t, daysBetween('2026-01-01', '2026-03-15'), -1)]).toBe('2026-02-15');
    expect(shiftDayByMonths(t, 10, -1)).toBe(0);
    expect(shiftDayByMonths(t, 540, 1)).toBe(547);
  });
});

describe('selection and keyboard moves', () => {
  const days = buildDayTable({ startDate: '2026-01-01', days: 90 });
  const ctx = { rowCount: 16, days };
  const at = (row: number, col: number): GridSelection => collapsed({ row, col });

  it('moves one cell with the arrows and clamps at the edges', () => {
    expect(moveSelection(at(3, 5), key('ArrowRight'), ctx)!.focus).toEqual({ row: 3, col: 6 });
    expect(moveSelection(at(3, 5), key('ArrowUp'), ctx)!.focus).toEqual({ row: 2, col: 5 });
    expect(moveSelection(at(0, 0), key('ArrowUp'), ctx)!.focus).toEqual({ row: 0, col: 0 });
    expect(moveSelection(at(15, 89), key('ArrowRight'), ctx)!.focus).toEqual({ row: 15, col: 89 });
  });

  it('Home/End go to the row ends; with Ctrl to the grid corners', () => {
    expect(moveSelection(at(3, 5), key('Home'), ctx)!.focus).toEqual({ row: 3, col: 0 });
    expect(moveSelection(at(3, 5), key('End'), ctx)!.focus).toEqual({ row: 3, col: 89 });
    expect(moveSelection(at(3, 5), key('Home', { ctrlKey: true }), ctx)!.focus).toEqual({ row: 0, col: 0 });
    expect(moveSelection(at(3, 5), key('End', { metaKey: true }), ctx)!.focus).toEqual({ row: 15, col: 89 });
  });

  it('Page Up/Down move a month', () => {
    const jan15 = 14;
    expect(days.iso[moveSelection(at(2, jan15), key('PageDown'), ctx)!.focus.col]).toBe('2026-02-15');
    expect(moveSelection(at(2, jan15), key('PageUp'), ctx)!.focus.col).toBe(0);
  });

  it('Shift extends from the anchor; a plain move collapses', () => {
    let sel = at(2, 2);
    sel = moveSelection(sel, key('ArrowRight', { shiftKey: true }), ctx)!;
    sel = moveSelection(sel, key('ArrowDown', { shiftKey: true }), ctx)!;
    expect(sel.anchor).toEqual({ row: 2, col: 2 });
    expect(selectionRange(sel)).toEqual({ top: 2, left: 2, bottom: 3, right: 3 });
    sel = moveSelection(sel, key('ArrowLeft', { shiftKey: true }), ctx)!;
    sel = moveSelection(sel, key('ArrowLeft', { shiftKey: true }), ctx)!;
    expect(selectionRange(sel)).toEqual({ top: 2, left: 1, bottom: 3, right: 2 });
    expect(rangeContains(selectionRange(sel), 3, 1)).toBe(true);
    expect(rangeContains(selectionRange(sel), 4, 1)).toBe(false);
    const plain = moveSelection(sel, key('ArrowRight'), ctx)!;
    expect(plain.anchor).toEqual(plain.focus);
  });

  it('ignores keys outside the grid model', () => {
    expect(moveSelection(at(1, 1), key('a'), ctx)).toBeNull();
  });
});

describe('TSV', () => {
  it('parses spreadsheet clipboard text with CRLF, trailing newline and quotes', () => {
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseTsv('"a\tb"\t"say ""hi"""\n"multi\nline"\tx')).toEqual([
      ['a\tb', 'say "hi"'],
      ['multi\nline', 'x'],
    ]);
    expect(parseTsv('\t\n')).toEqual([['', '']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('round-trips through serializeTsv', () => {
    const rows = [
      ['450000', '', '1'],
      ['tab\there', 'quote"', 'new\nline'],
    ];
    expect(parseTsv(serializeTsv(rows))).toEqual(rows);
  });

  it('reads numbers with separators and currency, flags in both languages', () => {
    expect(parseCellText('rate', '1.250.000')).toEqual({ ok: true, value: 1250000 });
    expect(parseCellText('rate', '1,250,000')).toEqual({ ok: true, value: 1250000 });
    expect(parseCellText('rate', 'Rp 450.000')).toEqual({ ok: true, value: 450000 });
    expect(parseCellText('allotment', ' 7 ')).toEqual({ ok: true, value: 7 });
    expect(parseCellText('stayMin', '')).toEqual({ ok: true, value: null });
    expect(parseCellText('allotment', '2.5')).toEqual({ ok: false, reason: 'integer' });
    expect(parseCellText('rate', 'abc')).toEqual({ ok: false, reason: 'number' });
    expect(parseCellText('closeOut', 'Tutup')).toEqual({ ok: true, value: true });
    expect(parseCellText('cta', 'yes')).toEqual({ ok: true, value: true });
    expect(parseCellText('ctd', '0')).toEqual({ ok: true, value: false });
    expect(parseCellText('closeOut', 'maybe')).toEqual({ ok: false, reason: 'flag' });
    expect(cellToText(true)).toBe('1');
    expect(cellToText(null)).toBe('');
    expect(cellToText(450000)).toBe('450000');
  });
});

const series = (over: Partial<RateCalendarSeries> = {}): RateCalendarSeries => ({
  roomId: 1,
  roomName: 'Deluxe',
  ratePlanId: 11,
  ratePlanName: 'Room only',
  rate: [100, 200, 300],
  allotment: new Int32Array([5, 5, 5]),
  sold: [1, 4, 0],
  closeOut: new Uint8Array([0, 1, 0]),
  stayMin: [1, null, 2],
  ...over,
});

describe('pending changes', () => {
  const s = series();
  const original = (row: number, day: number): RateCalendarValue =>
    readValue(s, row === 0 ? 'rate' : 'closeOut', day);

  it('reads typed arrays, missing series and nulls', () => {
    expect(readValue(s, 'allotment', 1)).toBe(5);
    expect(readValue(s, 'closeOut', 1)).toBe(true);
    expect(readValue(s, 'cta', 1)).toBe(false);
    expect(readValue(s, 'stayMin', 1)).toBeNull();
    expect(readValue(s, 'stayMax', 0)).toBeNull();
  });

  it("reads the API's rows as they are: a null series or a null element is not set", () => {
    const api = series({ closeOut: [null, true, false], stayMin: null, cta: null, occupancyRates: null });
    expect([0, 1, 2].map((day) => readValue(api, 'closeOut', day))).toEqual([false, true, false]);
    expect(readValue(api, 'cta', 0)).toBe(false);
    expect(readValue(api, 'stayMin', 0)).toBeNull();
    expect(readValue(api, 'occupancy2', 0)).toBeNull();
  });

  it('adds, replaces and drops edits back to the original value', () => {
    let p = mergeEdits(EMPTY_PENDING, [{ row: 0, day: 0, value: 150 }], original);
    expect(p.count).toBe(1);
    const before = p.rows;
    p = mergeEdits(
      p,
      [
        { row: 0, day: 0, value: 175 },
        { row: 1, day: 0, value: true },
      ],
      original,
    );
    expect(p.count).toBe(2);
    expect(p.rows.get(0)!.get(0)).toBe(175);
    expect(before.get(0)!.get(0)).toBe(150); // earlier state untouched
    p = mergeEdits(p, [{ row: 0, day: 0, value: 100 }], original);
    expect(p.count).toBe(1);
    expect(p.rows.has(0)).toBe(false);
  });

  it('keeps untouched rows identical so memoised rows do not re-render', () => {
    const p1 = mergeEdits(
      EMPTY_PENDING,
      [
        { row: 0, day: 1, value: 1 },
        { row: 1, day: 0, value: true },
      ],
      original,
    );
    const p2 = mergeEdits(p1, [{ row: 0, day: 2, value: 9 }], original);
    expect(p2.rows.get(1)).toBe(p1.rows.get(1));
    expect(p2.rows.get(0)).not.toBe(p1.rows.get(0));
  });

  it('lists changes for onSave ordered by row and date with previous values', () => {
    const p = mergeEdits(
      EMPTY_PENDING,
      [
        { row: 1, day: 0, value: true },
        { row: 0, day: 2, value: 350 },
        { row: 0, day: 1, value: 250 },
      ],
      original,
    );
    const changes = pendingToChanges(
      p,
      (row) => ({ series: s, field: row === 0 ? 'rate' : 'closeOut' }),
      (day) => `2026-01-0${day + 1}`,
    );
    expect(changes).toEqual([
      { roomId: 1, ratePlanId: 11, field: 'rate', date: '2026-01-02', value: 250, previous: 200 },
      { roomId: 1, ratePlanId: 11, field: 'rate', date: '2026-01-03', value: 350, previous: 300 },
      { roomId: 1, ratePlanId: 11, field: 'closeOut', date: '2026-01-01', value: true, previous: false },
    ]);
  });
});

describe('built-in validation', () => {
  const none = () => null;
  it('requires whole, non-negative rates and allotments', () => {
    expect(checkBuiltIn('rate', null, none)).toBe('required');
    expect(checkBuiltIn('rate', -1, none)).toBe('notNegative');
    expect(checkBuiltIn('rate', 1.5, none)).toBe('integer');
    expect(checkBuiltIn('rate', 0, none)).toBeNull();
    expect(checkBuiltIn('allotment', 3, (f) => (f === 'sold' ? 4 : null))).toBe('belowSold');
    expect(checkBuiltIn('allotment', 4, (f) => (f === 'sold' ? 4 : null))).toBeNull();
  });

  it('keeps stays within 1..365 and min not above max', () => {
    expect(checkBuiltIn('stayMin', null, none)).toBeNull();
    expect(checkBuiltIn('stayMin', 0, none)).toBe('stayRange');
    expect(checkBuiltIn('stayMax', 366, none)).toBe('stayRange');
    expect(checkBuiltIn('stayMin', 5, (f) => (f === 'stayMax' ? 3 : null))).toBe('minAboveMax');
    expect(checkBuiltIn('stayMax', 3, (f) => (f === 'stayMin' ? 5 : null))).toBe('minAboveMax');
    expect(checkBuiltIn('stayMax', 5, (f) => (f === 'stayMin' ? 5 : null))).toBeNull();
  });

  it('flags must be booleans', () => {
    expect(checkBuiltIn('closeOut', true, none)).toBeNull();
    expect(checkBuiltIn('cta', 1, none)).toBe('flag');
  });
});

describe('layout', () => {
  it('puts a room row before each room and maps data rows both ways', () => {
    const rows = [series(), series({ ratePlanId: 12 }), series({ roomId: 2, ratePlanId: 23 })];
    const layout = buildLayout(rows, ['rate', 'closeOut'], { room: 36, field: 32 });
    expect(layout.count).toBe(2 + 6);
    expect([...layout.kind]).toEqual([
      ROW_KIND_ROOM,
      ROW_KIND_FIELD,
      ROW_KIND_FIELD,
      ROW_KIND_FIELD,
      ROW_KIND_FIELD,
      ROW_KIND_ROOM,
      ROW_KIND_FIELD,
      ROW_KIND_FIELD,
    ]);
    expect(layout.dataRowCount).toBe(6);
    expect(layout.dataRowToDisplay[4]).toBe(6);
    expect(dataRowAddress(layout, 5)).toEqual({ seriesIndex: 2, fieldIndex: 1 });
    expect(layout.top[5]).toBe(36 + 4 * 32);
    expect(layout.totalHeight).toBe(2 * 36 + 6 * 32);
  });
});
