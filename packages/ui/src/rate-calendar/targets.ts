import {
  isSingleCell,
  rangeContains,
  selectionRange,
  type CellPos,
  type GridSelection,
} from './selection.js';
import type { ParsedCell } from './tsv.js';
import { isFlagField, type RateCalendarField, type RateCalendarValue } from './types.js';

/** A value for one cell, by data row and day. */
export interface CellTarget {
  row: number;
  day: number;
  value: RateCalendarValue;
}

/**
 * The cells an edit of `cell` fills: the cell itself first, then, when it lies inside a range, every other
 * cell of the range in a row of the same field (a range fill never writes a rate into an allotment row).
 */
export function sameFieldTargets(
  selection: GridSelection,
  cell: CellPos,
  value: RateCalendarValue,
  fieldOfRow: (row: number) => RateCalendarField,
): CellTarget[] {
  const targets: CellTarget[] = [{ row: cell.row, day: cell.col, value }];
  if (isSingleCell(selection)) return targets;
  const r = selectionRange(selection);
  if (!rangeContains(r, cell.row, cell.col)) return targets;
  const field = fieldOfRow(cell.row);
  for (let row = r.top; row <= r.bottom; row++) {
    if (fieldOfRow(row) !== field) continue;
    for (let day = r.left; day <= r.right; day++) {
      if (row !== cell.row || day !== cell.col) targets.push({ row, day, value });
    }
  }
  return targets;
}

/** Delete on a range: flags become false (open), every other cell not set. */
export function clearTargets(
  selection: GridSelection,
  fieldOfRow: (row: number) => RateCalendarField,
): CellTarget[] {
  const r = selectionRange(selection);
  const targets: CellTarget[] = [];
  for (let row = r.top; row <= r.bottom; row++) {
    const flag = isFlagField(fieldOfRow(row));
    for (let day = r.left; day <= r.right; day++) targets.push({ row, day, value: flag ? false : null });
  }
  return targets;
}

export interface PastePlan {
  targets: CellTarget[];
  /** Cells whose text is not a value of their field. */
  refused: { row: number; day: number; reason: Extract<ParsedCell, { ok: false }>['reason'] }[];
  /** The pasted block (clipped to the grid), selected after the paste. */
  selection: GridSelection;
}

/**
 * Where a pasted block goes: one copied value fills the whole selection, as in a spreadsheet; a block pastes
 * from the selection's top-left, clipped to the grid. `parse` reads a text for a row's field.
 */
export function planPaste(
  matrix: readonly (readonly string[])[],
  selection: GridSelection,
  size: { rows: number; days: number },
  parse: (row: number, text: string) => ParsedCell,
): PastePlan {
  const r = selectionRange(selection);
  const single = matrix.length === 1 && matrix[0]!.length === 1;
  const height = single ? r.bottom - r.top + 1 : matrix.length;
  const width = single ? r.right - r.left + 1 : Math.max(...matrix.map((line) => line.length));
  const bottom = Math.min(size.rows - 1, r.top + height - 1);
  const right = Math.min(size.days - 1, r.left + width - 1);
  const targets: CellTarget[] = [];
  const refused: PastePlan['refused'] = [];
  for (let row = r.top; row <= bottom; row++) {
    for (let day = r.left; day <= right; day++) {
      const raw = single ? matrix[0]![0]! : matrix[row - r.top]?.[day - r.left];
      if (raw === undefined) continue;
      const parsed = parse(row, raw);
      if (parsed.ok) targets.push({ row, day, value: parsed.value });
      else refused.push({ row, day, reason: parsed.reason });
    }
  }
  return {
    targets,
    refused,
    selection: { anchor: { row: r.top, col: r.left }, focus: { row: bottom, col: right } },
  };
}
