import type { ClipboardEvent, Dispatch, RefObject, SetStateAction } from 'react';
import type { EditorState } from './calendar-row.js';
import type { DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import type { GridLayout } from './layout.js';
import { selectionRange, type GridSelection } from './selection.js';
import { cellToText, parseCellText, parseTsv, serializeTsv } from './tsv.js';
import { isChoiceField, type RateCalendarChoices, type RateCalendarField } from './types.js';
import { planPaste } from './targets.js';
import type { PendingEdits } from './use-pending-edits.js';

export interface GridClipboardOptions {
  editorRef: RefObject<EditorState | null>;
  selectionRef: RefObject<GridSelection>;
  setSelection: Dispatch<SetStateAction<GridSelection>>;
  edits: PendingEdits;
  layout: GridLayout;
  days: DayTable;
  fieldOfRow: (dataRow: number) => RateCalendarField;
  choices: RateCalendarChoices | undefined;
  text: RateCalendarText;
  setStatus: (status: string) => void;
}

/** Copy and paste of the selection as TSV (the format spreadsheets put on the clipboard). */
export function useGridClipboard(options: GridClipboardOptions) {
  const { editorRef, selectionRef, setSelection, edits, layout, days, fieldOfRow, choices, text, setStatus } =
    options;
  const { currentValue, canEdit, applyValues, report, markRejected } = edits;

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editorRef.current) return;
    event.preventDefault();
    const r = selectionRange(selectionRef.current);
    const rows: string[][] = [];
    for (let row = r.top; row <= r.bottom; row++) {
      const line: string[] = [];
      for (let day = r.left; day <= r.right; day++) line.push(cellToText(currentValue(row, day)));
      rows.push(line);
    }
    event.clipboardData.setData('text/plain', serializeTsv(rows));
    setStatus(text.t('ui.rateCalendar.status.copied', { count: rows.length * (r.right - r.left + 1) }));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editorRef.current) return;
    event.preventDefault();
    const matrix = parseTsv(event.clipboardData.getData('text/plain'));
    if (matrix.length === 0) return;
    const plan = planPaste(
      matrix,
      selectionRef.current,
      { rows: layout.dataRowCount, days: days.count },
      (row, raw) => {
        const field = fieldOfRow(row);
        return parseCellText(field, raw, isChoiceField(field) ? choices?.[field] : undefined);
      },
    );
    // Text that is no value of its field counts as invalid only where the cell could have been edited.
    const unreadable = plan.refused
      .filter((cell) => canEdit(cell.row, cell.day))
      .map((cell) => ({ row: cell.row, day: cell.day, message: text.error[cell.reason] }));
    const result = applyValues(plan.targets);
    const refused = [...unreadable, ...result.refused];
    markRejected(refused);
    report('pasted', {
      ...result,
      invalid: refused.length,
      firstError: refused[0]?.message ?? null,
      refused,
    });
    setSelection(plan.selection);
  };

  return { onCopy, onPaste };
}
