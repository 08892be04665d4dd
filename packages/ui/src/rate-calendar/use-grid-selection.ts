import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { DayTable } from './dates.js';
import type { GridLayout } from './layout.js';
import { collapsed, type GridSelection } from './selection.js';
import type { RateCalendarActiveCell, RateCalendarField, RateCalendarSeries } from './types.js';

/**
 * The selected range of data rows and days. `onToggle`: the active item is the focus row's restrictions toggle
 * (its row header) instead of a day cell, reached with ArrowLeft from the first day, so the toggle is part of
 * the grid's one tab stop and its arrow keys.
 */
export function useGridSelection(firstCol: number) {
  const [selection, setSelection] = useState<GridSelection>(() => collapsed({ row: 0, col: firstCol }));
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const [onToggle, setOnToggle] = useState(false);
  return { selection, setSelection, selectionRef, onToggle, setOnToggle };
}

/**
 * When rows appear or disappear (restrictions shown or hidden, other rows), the active cell follows its row:
 * the same field if still shown, else the plan's first row. `onMoved` runs when the layout changed.
 */
export function useSelectionFollowsLayout(
  layout: GridLayout,
  series: readonly RateCalendarSeries[],
  fieldCount: number,
  setSelection: Dispatch<SetStateAction<GridSelection>>,
  onMoved: () => void,
) {
  const shown = useRef({ layout, series });
  useLayoutEffect(() => {
    const before = shown.current;
    if (before.layout === layout) return;
    shown.current = { layout, series };
    const sameRows = before.series === series && before.layout.fields === layout.fields;
    setSelection((sel) => {
      let row = -1;
      const key = before.layout.rowKey[sel.focus.row];
      if (sameRows && key !== undefined) {
        row = layout.keyToRow[key]!;
        if (row < 0) row = layout.keyToRow[Math.floor(key / fieldCount) * fieldCount]!;
      }
      if (row < 0) row = Math.min(sel.focus.row, layout.dataRowCount - 1);
      return collapsed({ row: Math.max(0, row), col: sel.focus.col });
    });
    onMoved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, series, fieldCount]);
}

/** Tells the caller which cell is focused (e.g. for the change log of that room and date). */
export function useActiveCellReport(
  onActiveCellChange: ((cell: RateCalendarActiveCell | null) => void) | undefined,
  selection: GridSelection,
  layout: GridLayout,
  series: readonly RateCalendarSeries[],
  fieldOfRow: (dataRow: number) => RateCalendarField,
  days: DayTable,
) {
  const activeCellCallback = useRef(onActiveCellChange);
  activeCellCallback.current = onActiveCellChange;
  const focusRow = selection.focus.row;
  const focusCol = selection.focus.col;
  const dayCount = days.count;
  useEffect(() => {
    const notify = activeCellCallback.current;
    if (!notify) return;
    if (focusRow >= layout.dataRowCount || focusCol >= dayCount) {
      notify(null);
      return;
    }
    const x = series[layout.rowSeries[focusRow]!]!;
    notify({
      roomId: x.roomId,
      ratePlanId: x.ratePlanId,
      field: fieldOfRow(focusRow),
      date: days.iso[focusCol]!,
    });
  }, [focusRow, focusCol, layout, series, fieldOfRow, days, dayCount]);
}
