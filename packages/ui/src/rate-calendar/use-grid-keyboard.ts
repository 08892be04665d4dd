import type { Dispatch, KeyboardEvent, RefObject, SetStateAction } from 'react';
import type { EditorState } from './calendar-row.js';
import type { DayTable } from './dates.js';
import type { GridLayout } from './layout.js';
import { collapsed, isSingleCell, moveSelection, type CellPos, type GridSelection } from './selection.js';
import { isChoiceField, isFlagField, type RateCalendarField } from './types.js';

export interface GridKeyboardOptions {
  editorRef: RefObject<EditorState | null>;
  selectionRef: RefObject<GridSelection>;
  setSelection: Dispatch<SetStateAction<GridSelection>>;
  select: (next: GridSelection) => void;
  onToggle: boolean;
  setOnToggle: (onToggle: boolean) => void;
  hasToggle: (dataRow: number) => boolean;
  toggleRestrictions: (seriesIndex: number) => void;
  layout: GridLayout;
  days: DayTable;
  fieldOfRow: (dataRow: number) => RateCalendarField;
  startEdit: (cell: CellPos, initial?: string) => void;
  toggleFlags: () => boolean;
  clearSelection: () => void;
}

/** The grid's keyboard model (WAI-ARIA grid): the `onKeyDown` of the element with role="grid". */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { editorRef, selectionRef, setSelection, select, onToggle, setOnToggle, hasToggle } = options;
  const { toggleRestrictions, layout, days, fieldOfRow, startEdit, toggleFlags, clearSelection } = options;

  /** Keys while the active item is a restrictions toggle; true when handled. */
  const onToggleKey = (event: KeyboardEvent<HTMLDivElement>, row: number): boolean => {
    const plain = !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        toggleRestrictions(layout.rowSeries[row] ?? -1);
        return true;
      case 'ArrowUp':
      case 'ArrowDown': {
        if (!plain) return false;
        event.preventDefault();
        // Up and down go from toggle to toggle: one per rate plan.
        const step = event.key === 'ArrowUp' ? -1 : 1;
        let next = row + step;
        while (next >= 0 && next < layout.dataRowCount && !hasToggle(next)) next += step;
        if (hasToggle(next)) select(collapsed({ row: next, col: 0 }));
        return true;
      }
      case 'ArrowLeft':
      case 'Home':
        event.preventDefault();
        return true;
      case 'ArrowRight':
      case 'Escape':
        event.preventDefault();
        setOnToggle(false);
        return true;
    }
    // Any other key acts on the plan's first day cell.
    setOnToggle(false);
    return false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || editorRef.current) return;
    const sel = selectionRef.current;
    if (onToggle && hasToggle(sel.focus.row) && onToggleKey(event, sel.focus.row)) return;
    if (
      event.key === 'ArrowLeft' &&
      !event.shiftKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      sel.focus.col === 0 &&
      hasToggle(sel.focus.row)
    ) {
      event.preventDefault();
      select(collapsed(sel.focus));
      setOnToggle(true);
      return;
    }
    const moved = moveSelection(sel, event, { rowCount: layout.dataRowCount, days });
    if (moved) {
      event.preventDefault();
      setOnToggle(false);
      select(moved);
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    if (event.key === 'Enter' && event.altKey) {
      event.preventDefault();
      toggleRestrictions(layout.rowSeries[sel.focus.row] ?? -1);
      return;
    }
    switch (event.key) {
      case 'Enter':
      case 'F2':
        event.preventDefault();
        if (!toggleFlags()) startEdit(sel.focus);
        return;
      case ' ':
        event.preventDefault();
        toggleFlags();
        return;
      case 'Delete':
      case 'Backspace':
        event.preventDefault();
        clearSelection();
        return;
      case 'Escape':
        if (!isSingleCell(sel)) {
          event.preventDefault();
          setSelection(collapsed(sel.focus));
        }
        return;
    }
    if (!mod && !event.altKey && event.key.length === 1 && /[0-9]/.test(event.key)) {
      const field = fieldOfRow(sel.focus.row);
      if (!isFlagField(field) && !isChoiceField(field)) {
        event.preventDefault();
        startEdit(sel.focus, event.key);
      }
    }
  };

  return onKeyDown;
}
