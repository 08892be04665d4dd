import type { ClipboardEvent, Dispatch, RefObject, SetStateAction } from 'react';
import type { EditorState } from './calendar-row.js';
import type { DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import type { GridLayout } from './layout.js';
import { selectionRange, type GridSelection } from './selection.js';
import { cellToText, parseCellText, parseTsv, serializeTsv } from './tsv.js';
import { isChoiceField, type RateCalendarChoices, type RateCalendarField } from './types.js';
import type { CellTarget, PendingEdits } from './use-pending-edits.js';

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
  const { currentValue, canEdit, applyValues, report } = edits;

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
    const sel = selectionRef.current;
    const r = selectionRange(sel);
    const single = matrix.length === 1 && matrix[0]!.length === 1;
    // One copied value fills the whole selection, as in a spreadsheet; a block pastes from the top-left.
    const height = single ? r.bottom - r.top + 1 : matrix.length;
    const width = single ? r.right - r.left + 1 : Math.max(...matrix.map((line) => line.length));
    const bottom = Math.min(layout.dataRowCount - 1, r.top + height - 1);
    const right = Math.min(days.count - 1, r.left + width - 1);
    const targets: CellTarget[] = [];
    let invalid = 0;
    let firstError: string | null = null;
    for (let row = r.top; row <= bottom; row++) {
      const field = fieldOfRow(row);
      const options = isChoiceField(field) ? choices?.[field] : undefined;
      for (let day = r.left; day <= right; day++) {
        const raw = single ? matrix[0]![0]! : matrix[row - r.top]?.[day - r.left];
        if (raw === undefined) continue;
        const parsed = parseCellText(field, raw, options);
        if (!parsed.ok) {
          if (canEdit(row, day)) {
            invalid++;
            firstError ??= text.error[parsed.reason];
          }
          continue;
        }
        targets.push({ row, day, value: parsed.value });
      }
    }
    const result = applyValues(targets);
    report('pasted', {
      ...result,
      invalid: result.invalid + invalid,
      firstError: firstError ?? result.firstError,
    });
    setSelection({ anchor: { row: r.top, col: r.left }, focus: { row: bottom, col: right } });
  };

  return { onCopy, onPaste };
}
