import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { EditorHandlers, EditorState } from './calendar-row.js';
import type { DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import type { GridLayout } from './layout.js';
import { collapsed, moveSelection, type CellPos, type GridSelection } from './selection.js';
import { clearTargets, sameFieldTargets } from './targets.js';
import { cellToText, parseCellText } from './tsv.js';
import {
  isChoiceField,
  isFlagField,
  type RateCalendarChoices,
  type RateCalendarField,
  type RateCalendarValue,
} from './types.js';
import type { PendingEdits } from './use-pending-edits.js';

/** The open cell editor (one cell at a time), or null. */
export function useEditorState() {
  const [editor, setEditor] = useState<EditorState | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  return { editor, setEditor, editorRef };
}

export type EditorStateHandle = ReturnType<typeof useEditorState>;

export interface CellEditorOptions {
  editorState: EditorStateHandle;
  edits: PendingEdits;
  selectionRef: RefObject<GridSelection>;
  select: (next: GridSelection) => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  layout: GridLayout;
  days: DayTable;
  fieldOfRow: (dataRow: number) => RateCalendarField;
  choices: RateCalendarChoices | undefined;
  text: RateCalendarText;
  setStatus: (status: string) => void;
}

/**
 * Editing cells: opening the editor on a cell, committing its draft (to every cell of the same field in the
 * selection), toggling flags and clearing the selection.
 */
export function useCellEditor(options: CellEditorOptions) {
  const { editorState, edits, selectionRef, select, scrollRef, layout, days, fieldOfRow, choices, text } =
    options;
  const { setStatus } = options;
  const { setEditor, editorRef } = editorState;
  const { canEdit, currentValue, checkCell, applyValues, report } = edits;

  const focusGrid = useCallback(() => scrollRef.current?.focus({ preventScroll: true }), [scrollRef]);

  const startEdit = useCallback(
    (cell: CellPos, initial?: string) => {
      if (!canEdit(cell.row, cell.col)) {
        setStatus(text.readOnly);
        return;
      }
      const value = currentValue(cell.row, cell.col);
      setEditor({
        dataRow: cell.row,
        col: cell.col,
        draft: initial ?? cellToText(value),
        error: null,
        selectAll: initial === undefined,
      });
    },
    [canEdit, currentValue, text, setStatus, setEditor],
  );

  /** Cells of the selection that belong to the same field as the edited cell (bulk fill of a range). */
  const fillTargets = useCallback(
    (cell: CellPos, value: RateCalendarValue) =>
      sameFieldTargets(selectionRef.current, cell, value, fieldOfRow),
    [fieldOfRow, selectionRef],
  );

  const commitEdit = useCallback(
    (move: 'down' | 'right' | 'none'): boolean => {
      const current = editorRef.current;
      if (!current) return true;
      const field = fieldOfRow(current.dataRow);
      const parsed = parseCellText(field, current.draft, isChoiceField(field) ? choices?.[field] : undefined);
      const cell = { row: current.dataRow, col: current.col };
      if (!parsed.ok) {
        setEditor({ ...current, error: text.error[parsed.reason] });
        return false;
      }
      const error = checkCell(cell.row, cell.col, parsed.value);
      if (error !== null) {
        setEditor({ ...current, error });
        return false;
      }
      const result = applyValues(fillTargets(cell, parsed.value));
      if (result.applied > 1 || result.skipped > 0 || result.invalid > 0) report('changed', result);
      setEditor(null);
      focusGrid();
      if (move !== 'none') {
        const next = moveSelection(
          collapsed(cell),
          {
            key: move === 'down' ? 'ArrowDown' : 'ArrowRight',
            shiftKey: false,
            ctrlKey: false,
            metaKey: false,
          },
          { rowCount: layout.dataRowCount, days },
        );
        if (next) select(next);
      }
      return true;
    },
    [
      editorRef,
      setEditor,
      fieldOfRow,
      choices,
      text,
      checkCell,
      applyValues,
      fillTargets,
      report,
      focusGrid,
      layout,
      days,
      select,
    ],
  );

  const cancelEdit = useCallback(() => {
    setEditor(null);
    focusGrid();
  }, [setEditor, focusGrid]);

  const editorHandlers = useMemo<EditorHandlers>(
    () => ({
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setEditor((e) => (e ? { ...e, draft: value, error: null } : e));
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          commitEdit('none');
        } else if (event.key === 'Tab') {
          event.preventDefault();
          commitEdit(event.shiftKey ? 'none' : 'right');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancelEdit();
        }
      },
      onFocus: (event) => {
        const target = event.currentTarget;
        if (editorRef.current?.selectAll && target instanceof HTMLInputElement) target.select();
      },
      onBlur: (event) => {
        // Leaving the cell commits a valid value; an invalid one is dropped rather than trapping focus.
        if (event.relatedTarget === scrollRef.current) return;
        if (!commitEdit('none')) setEditor(null);
      },
    }),
    [commitEdit, cancelEdit, setEditor, editorRef, scrollRef],
  );

  /** Space on a flag row: flips the focused cell and sets the same value on its field's selected cells. */
  const toggleFlags = useCallback(() => {
    const { focus } = selectionRef.current;
    const field = fieldOfRow(focus.row);
    if (!isFlagField(field)) return false;
    const next = !currentValue(focus.row, focus.col);
    const result = applyValues(fillTargets(focus, next));
    report('changed', result);
    return true;
  }, [selectionRef, fieldOfRow, currentValue, applyValues, fillTargets, report]);

  const clearSelection = useCallback(() => {
    report('changed', applyValues(clearTargets(selectionRef.current, fieldOfRow)));
  }, [selectionRef, fieldOfRow, applyValues, report]);

  return { focusGrid, startEdit, commitEdit, editorHandlers, toggleFlags, clearSelection };
}
