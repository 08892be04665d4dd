import { useCallback, useMemo, useState } from 'react';
import { cx } from '../internal/cx.js';
import { buildDayTable, DAY_DISABLED, DAY_HOLIDAY, DAY_PAST, DAY_WEEKEND } from './dates.js';
import { buildLayout } from './layout.js';
import * as s from './rate-calendar.css.js';
import type { GridGeometry } from './geometry.js';
import type { RateCalendarField, RateCalendarSeries } from './types.js';

export interface GridShapeOptions {
  series: readonly RateCalendarSeries[];
  startDate: string;
  dayCount: number;
  today: string | undefined;
  holidays: Readonly<Record<string, string>> | undefined;
  disabledDates: readonly string[] | undefined;
  weekendDays: readonly number[] | undefined;
  mainFields: readonly RateCalendarField[];
  restrictionFields: readonly RateCalendarField[];
  defaultShowRestrictions: boolean;
  geometry: GridGeometry;
}

/** The key of a rate plan row group: its room and rate plan. */
export const planKey = (x: RateCalendarSeries) => `${x.roomId}\u0000${x.ratePlanId}`;

/**
 * What the grid is made of: its day columns, the fields every plan can show, which plans show their
 * restrictions, and the resulting row layout.
 */
export function useGridShape(options: GridShapeOptions) {
  const { series, startDate, dayCount, today, holidays, disabledDates, weekendDays } = options;
  const { mainFields, restrictionFields, defaultShowRestrictions, geometry } = options;
  // Keyed by content, so inline literals from the caller do not rebuild the columns on every render.
  const holidaysKey = holidays ? JSON.stringify(holidays) : '';
  const disabledKey = disabledDates ? disabledDates.join() : '';
  const weekendKey = weekendDays ? weekendDays.join() : '';
  const days = useMemo(
    () => buildDayTable({ startDate, days: dayCount, today, weekendDays, holidays, disabledDates }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startDate, dayCount, today, weekendKey, holidaysKey, disabledKey],
  );
  const dayClasses = useMemo(() => {
    const classes: string[] = new Array<string>(days.count);
    for (let i = 0; i < days.count; i++) {
      const f = days.flags[i]!;
      classes[i] = cx(
        (f & DAY_WEEKEND) !== 0 && s.cellWeekend,
        (f & DAY_HOLIDAY) !== 0 && s.cellHoliday,
        (f & DAY_PAST) !== 0 && s.cellPast,
        (f & DAY_DISABLED) !== 0 && s.cellDisabled,
      );
    }
    return classes;
  }, [days]);
  // Every field a plan can show; a data row's key is seriesIndex * fields.length + index in this list.
  const fieldsKey = `${mainFields.join()}|${restrictionFields.join()}`;
  const fields = useMemo(
    () => [...mainFields, ...restrictionFields],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fieldsKey],
  );
  const mainCount = mainFields.length;
  const fieldCount = fields.length;
  const hasRestrictions = restrictionFields.length > 0;
  const [showAll, setShowAll] = useState(defaultShowRestrictions);
  /** Plans (by `planKey`) whose restrictions differ from the global toggle. */
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const isExpanded = useCallback(
    (x: RateCalendarSeries) => hasRestrictions && showAll !== toggled.has(planKey(x)),
    [hasRestrictions, showAll, toggled],
  );
  const layout = useMemo(
    () =>
      buildLayout(
        series,
        fields,
        { room: geometry.roomRow, field: geometry.fieldRow, planFirst: geometry.planFirstRow },
        (i) => (isExpanded(series[i]!) ? fields.length : mainCount),
      ),
    [series, fields, geometry, isExpanded, mainCount],
  );
  /** The field of a data row. */
  const fieldOfRow = useCallback((dataRow: number) => fields[layout.rowField[dataRow]!]!, [fields, layout]);

  /** The series and field of a row key (pending edits are stored by key, see layout.ts). */
  const seriesOfKey = useCallback(
    (key: number) => ({
      series: series[Math.floor(key / fieldCount)]!,
      field: fields[key % fieldCount]!,
    }),
    [series, fields, fieldCount],
  );

  /** Shows or hides every plan's restriction rows (the toolbar's toggle). */
  const toggleAllRestrictions = useCallback(() => {
    setShowAll((v) => !v);
    setToggled(new Set());
  }, []);

  /** Shows or hides the restriction rows of one plan (by series index). */
  const toggleRestrictions = useCallback(
    (seriesIndex: number) => {
      const x = series[seriesIndex];
      if (!x || !hasRestrictions) return;
      const key = planKey(x);
      setToggled((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    },
    [series, hasRestrictions],
  );

  /** Whether a data row shows its plan's restrictions toggle (a plan's first row, when it has restrictions). */
  const hasToggle = useCallback(
    (dataRow: number) =>
      hasRestrictions && dataRow >= 0 && dataRow < layout.dataRowCount && layout.rowField[dataRow] === 0,
    [hasRestrictions, layout],
  );

  return {
    days,
    dayClasses,
    fields,
    fieldsKey,
    mainCount,
    fieldCount,
    hasRestrictions,
    showAll,
    toggleAllRestrictions,
    isExpanded,
    toggleRestrictions,
    hasToggle,
    layout,
    fieldOfRow,
    seriesOfKey,
  };
}

export type GridShape = ReturnType<typeof useGridShape>;
