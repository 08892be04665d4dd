import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { daysBetween, isDayReadOnly } from './dates.js';
import type { RateCalendarText } from './labels.js';
import { EMPTY_PENDING, mergeEdits, readValue, type CellEdit, type PendingState } from './pending.js';
import {
  isRowReadOnly,
  type RateCalendarChange,
  type RateCalendarField,
  type RateCalendarSeries,
  type RateCalendarValidator,
  type RateCalendarValue,
} from './types.js';
import type { GridShape } from './use-grid-shape.js';
import { planKey } from './use-grid-shape.js';
import type { CellTarget } from './targets.js';
import { checkBuiltIn } from './validate.js';

export interface PendingEditsOptions {
  series: readonly RateCalendarSeries[];
  startDate: string;
  shape: GridShape;
  readOnly: boolean;
  loading: boolean;
  validate: RateCalendarValidator | undefined;
  onPendingCountChange: ((count: number) => void) | undefined;
  text: RateCalendarText;
  /** `problem`: the status reports cells that were refused (shown as a warning). */
  setStatus: (status: string, problem?: boolean) => void;
}

export interface ApplyResult {
  applied: number;
  skipped: number;
  invalid: number;
  firstError: string | null;
  /** The cells refused by validation, with the reason. */
  refused: RefusedCell[];
}

/** A cell (data row and day) that could not take a value, and why. */
export interface RefusedCell {
  row: number;
  day: number;
  message: string;
}

/** Refused cells by row key, then by day: the reason. */
export type RejectedCells = ReadonlyMap<number, ReadonlyMap<number, string>>;
const NO_REJECTED: RejectedCells = new Map();

/**
 * The edits not yet saved, by row key and day: reading a cell's current value, validating and applying new
 * values, and reporting what happened in the status line.
 */
export function usePendingEdits(options: PendingEditsOptions) {
  const { series, startDate, shape, readOnly, loading, validate, onPendingCountChange, text, setStatus } =
    options;
  const { days, layout, fields, fieldsKey, fieldCount, fieldOfRow, seriesOfKey } = shape;
  const [pending, setPending] = useState<PendingState>(EMPTY_PENDING);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const [rejected, setRejected] = useState<RejectedCells>(NO_REJECTED);
  // Pending edits are keyed by row and day: when the rows or days change, they no longer point at the same
  // cells and are dropped. New values for the same rows (a refresh) keep them.
  const shapeKey = useMemo(
    () => `${startDate}|${fieldsKey}|${series.map(planKey).join('\u0001')}`,
    [series, fieldsKey, startDate],
  );
  useEffect(() => {
    setPending(EMPTY_PENDING);
    setRejected(NO_REJECTED);
  }, [shapeKey]);
  useEffect(() => onPendingCountChange?.(pending.count), [pending.count, onPendingCountChange]);

  /** The caller's value of a cell, by row key. */
  const original = useCallback(
    (key: number, day: number) => {
      const { series: row, field } = seriesOfKey(key);
      return readValue(row, field, day);
    },
    [seriesOfKey],
  );

  const canEdit = useCallback(
    (dataRow: number, day: number) => {
      if (readOnly || loading) return false;
      const row = series[layout.rowSeries[dataRow]!];
      return !!row && !isRowReadOnly(row, fieldOfRow(dataRow)) && !isDayReadOnly(days, day);
    },
    [readOnly, loading, fieldOfRow, days, series, layout],
  );

  /** Current value by row key, with pending edits and the edits of the batch being applied. */
  const currentByKey = useCallback(
    (key: number, day: number, batch?: ReadonlyMap<string, RateCalendarValue>) => {
      const batched = batch?.get(`${key}:${day}`);
      if (batched !== undefined) return batched;
      const p = pendingRef.current.rows.get(key)?.get(day);
      return p !== undefined ? p : original(key, day);
    },
    [original],
  );
  const currentValue = useCallback(
    (dataRow: number, day: number) => currentByKey(layout.rowKey[dataRow]!, day),
    [currentByKey, layout],
  );

  /** Validates a value for a cell; returns the message or null. */
  const checkCell = useCallback(
    (
      dataRow: number,
      day: number,
      value: RateCalendarValue,
      batch?: ReadonlyMap<string, RateCalendarValue>,
    ) => {
      const seriesIndex = layout.rowSeries[dataRow]!;
      const row = series[seriesIndex]!;
      const field = fieldOfRow(dataRow);
      const valueOf = (other: RateCalendarField): RateCalendarValue => {
        const index = fields.indexOf(other);
        if (index >= 0) return currentByKey(seriesIndex * fieldCount + index, day, batch);
        return readValue(row, other, day);
      };
      const builtIn = checkBuiltIn(field, value, valueOf);
      if (builtIn !== null) return text.error[builtIn];
      if (!validate) return null;
      return validate({
        change: {
          roomId: row.roomId,
          ratePlanId: row.ratePlanId,
          field,
          date: days.iso[day]!,
          value,
          previous: readValue(row, field, day),
        },
        series: row,
        day,
        valueOf,
      });
    },
    [layout, series, fields, fieldCount, fieldOfRow, currentByKey, text, validate, days],
  );

  /**
   * Applies values to cells: read-only cells are skipped, invalid ones rejected; returns the counts so the
   * caller can report them. Validation sees earlier values of the same batch (min stay then max stay).
   */
  const applyValues = useCallback(
    (targets: readonly CellTarget[]): ApplyResult => {
      const batch = new Map<string, RateCalendarValue>();
      const edits: CellEdit[] = [];
      let skipped = 0;
      let firstError: string | null = null;
      let invalid = 0;
      const refused: RefusedCell[] = [];
      for (const target of targets) {
        if (!canEdit(target.row, target.day)) {
          skipped++;
          continue;
        }
        const error = checkCell(target.row, target.day, target.value, batch);
        if (error !== null) {
          invalid++;
          firstError ??= error;
          refused.push({ row: target.row, day: target.day, message: error });
          continue;
        }
        const key = layout.rowKey[target.row]!;
        batch.set(`${key}:${target.day}`, target.value);
        edits.push({ row: key, day: target.day, value: target.value });
      }
      if (edits.length > 0) {
        setPending((p) => mergeEdits(p, edits, original));
        // A marked cell that now holds a value is no longer a problem.
        setRejected((marks) => {
          if (marks.size === 0 || !edits.some((e) => marks.get(e.row)?.has(e.day))) return marks;
          const next = new Map(marks);
          for (const e of edits) {
            const row = next.get(e.row);
            if (!row?.has(e.day)) continue;
            const rest = new Map(row);
            rest.delete(e.day);
            if (rest.size > 0) next.set(e.row, rest);
            else next.delete(e.row);
          }
          return next;
        });
      }
      return { applied: edits.length, skipped, invalid, firstError, refused };
    },
    [canEdit, checkCell, original, layout],
  );

  /** Marks the cells a paste could not fill (replacing earlier marks). */
  const markRejected = useCallback(
    (cells: readonly RefusedCell[]) => {
      const next = new Map<number, Map<number, string>>();
      for (const cell of cells) {
        const key = layout.rowKey[cell.row]!;
        let row = next.get(key);
        if (!row) next.set(key, (row = new Map()));
        row.set(cell.day, cell.message);
      }
      setRejected(next.size > 0 ? next : NO_REJECTED);
    },
    [layout],
  );

  const report = useCallback(
    (action: 'pasted' | 'changed', result: ApplyResult) => {
      const parts: string[] = [];
      // A refusal comes first: it is what the user has to act on.
      if (result.invalid > 0) {
        const key =
          action === 'pasted' ? 'ui.rateCalendar.status.refusedMarked' : 'ui.rateCalendar.status.invalid';
        parts.push(text.t(key, { count: result.invalid, message: result.firstError }));
      }
      parts.push(text.t(`ui.rateCalendar.status.${action}`, { count: result.applied }));
      if (result.skipped > 0) parts.push(text.t('ui.rateCalendar.status.skipped', { count: result.skipped }));
      setStatus(parts.join(' '), result.invalid > 0);
    },
    [text, setStatus],
  );

  /** Takes one change out of the pending set (the review dialog's remove button). */
  const removeChange = useCallback(
    (change: RateCalendarChange) => {
      const seriesIndex = series.findIndex(
        (x) => x.roomId === change.roomId && x.ratePlanId === change.ratePlanId,
      );
      const row = seriesIndex * fieldCount + fields.indexOf(change.field);
      const day = daysBetween(startDate, change.date);
      setPending((p) => mergeEdits(p, [{ row, day, value: original(row, day) }], original));
    },
    [series, fields, fieldCount, startDate, original],
  );

  const clearPending = useCallback(() => {
    setPending(EMPTY_PENDING);
    setRejected(NO_REJECTED);
  }, []);

  return {
    pending,
    rejected,
    markRejected,
    original,
    canEdit,
    currentValue,
    checkCell,
    applyValues,
    report,
    removeChange,
    clearPending,
  };
}

export type PendingEdits = ReturnType<typeof usePendingEdits>;
