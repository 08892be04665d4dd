import {
  isChoiceField,
  isFlagField,
  occupancyOf,
  type RateCalendarChange,
  type RateCalendarField,
  type RateCalendarSeries,
  type RateCalendarValue,
} from './types.js';

/** The value the caller's data holds for one cell (undefined elements read as "not set"). */
export function readValue(
  series: RateCalendarSeries,
  field: RateCalendarField,
  day: number,
): RateCalendarValue {
  const guests = occupancyOf(field);
  if (guests > 0) {
    const v = series.occupancyRates?.[day]?.[guests];
    return v === undefined || v === null ? null : Number(v);
  }
  if (isChoiceField(field)) return series[field]?.[day] ?? null;
  const values =
    series[field as Exclude<RateCalendarField, `occupancy${number}` | 'cancellationPolicy' | 'mealPlan'>];
  if (isFlagField(field)) return Boolean(values?.[day]);
  const v = values?.[day];
  return v === undefined || v === null ? null : Number(v);
}

/** Pending edits per data row, then per day. Rows without edits are absent, so memoised rows stay equal. */
export interface PendingState {
  rows: ReadonlyMap<number, ReadonlyMap<number, RateCalendarValue>>;
  count: number;
}

export const EMPTY_PENDING: PendingState = { rows: new Map(), count: 0 };

export interface CellEdit {
  row: number;
  day: number;
  value: RateCalendarValue;
}

/**
 * Merges edits into the pending set. An edit back to the original value removes the pending entry, so the
 * preview only lists real changes; a later edit of the same cell replaces the earlier one. Only touched rows
 * get new maps.
 */
export function mergeEdits(
  state: PendingState,
  edits: readonly CellEdit[],
  original: (row: number, day: number) => RateCalendarValue,
): PendingState {
  if (edits.length === 0) return state;
  const rows = new Map(state.rows);
  const copied = new Set<number>();
  let count = state.count;
  for (const { row, day, value } of edits) {
    let days = rows.get(row) as Map<number, RateCalendarValue> | undefined;
    if (!copied.has(row)) {
      days = new Map(days ?? []);
      rows.set(row, days);
      copied.add(row);
    }
    const had = days!.has(day);
    if (value === original(row, day)) {
      if (had) {
        days!.delete(day);
        count--;
      }
    } else {
      days!.set(day, value);
      if (!had) count++;
    }
  }
  for (const row of copied) if (rows.get(row)!.size === 0) rows.delete(row);
  return { rows, count };
}

export function pendingValue(state: PendingState, row: number, day: number): RateCalendarValue | undefined {
  return state.rows.get(row)?.get(day);
}

export interface RowAddress {
  series: RateCalendarSeries;
  field: RateCalendarField;
}

/** The pending set as the list `onSave` receives, ordered by row then date. */
export function pendingToChanges(
  state: PendingState,
  rowAt: (row: number) => RowAddress,
  isoOf: (day: number) => string,
): RateCalendarChange[] {
  const changes: RateCalendarChange[] = [];
  const rowIndexes = [...state.rows.keys()].sort((a, b) => a - b);
  for (const row of rowIndexes) {
    const { series, field } = rowAt(row);
    const days = [...state.rows.get(row)!.entries()].sort((a, b) => a[0] - b[0]);
    for (const [day, value] of days) {
      changes.push({
        roomId: series.roomId,
        ratePlanId: series.ratePlanId,
        field,
        date: isoOf(day),
        value,
        previous: readValue(series, field, day),
      });
    }
  }
  return changes;
}
