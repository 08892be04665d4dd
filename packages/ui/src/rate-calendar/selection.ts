import { shiftDayByMonths, type DayTable } from './dates.js';

/** A cell by data-row index (room header rows are not counted) and day index. */
export interface CellPos {
  row: number;
  col: number;
}

/** The anchor stays where a range started; the focus is the active cell and moves with the keys. */
export interface GridSelection {
  anchor: CellPos;
  focus: CellPos;
}

/** Inclusive bounds. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export function collapsed(cell: CellPos): GridSelection {
  return { anchor: cell, focus: cell };
}

export function selectionRange(selection: GridSelection): CellRange {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

export function rangeContains(range: CellRange, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

export function rangeSize(range: CellRange): { rows: number; cols: number } {
  return { rows: range.bottom - range.top + 1, cols: range.right - range.left + 1 };
}

export function isSingleCell(selection: GridSelection): boolean {
  return selection.anchor.row === selection.focus.row && selection.anchor.col === selection.focus.col;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

export interface MoveContext {
  rowCount: number;
  days: DayTable;
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * The WAI-ARIA grid keyboard model: arrows move one cell, Home/End to the first/last day of the row (with
 * Ctrl/Cmd: the first/last cell of the grid), Page Up/Down one month back/forward; Shift extends the range
 * from its anchor. Returns null for keys the grid does not handle.
 */
export function moveSelection(
  selection: GridSelection,
  event: KeyLike,
  ctx: MoveContext,
): GridSelection | null {
  const { focus } = selection;
  const lastRow = ctx.rowCount - 1;
  const lastCol = ctx.days.count - 1;
  if (lastRow < 0 || lastCol < 0) return null;
  const mod = event.ctrlKey || event.metaKey;
  let next: CellPos;
  switch (event.key) {
    case 'ArrowUp':
      next = { row: mod ? 0 : focus.row - 1, col: focus.col };
      break;
    case 'ArrowDown':
      next = { row: mod ? lastRow : focus.row + 1, col: focus.col };
      break;
    case 'ArrowLeft':
      next = { row: focus.row, col: mod ? 0 : focus.col - 1 };
      break;
    case 'ArrowRight':
      next = { row: focus.row, col: mod ? lastCol : focus.col + 1 };
      break;
    case 'Home':
      next = mod ? { row: 0, col: 0 } : { row: focus.row, col: 0 };
      break;
    case 'End':
      next = mod ? { row: lastRow, col: lastCol } : { row: focus.row, col: lastCol };
      break;
    case 'PageUp':
      next = { row: focus.row, col: shiftDayByMonths(ctx.days, clamp(focus.col, 0, lastCol), -1) };
      break;
    case 'PageDown':
      next = { row: focus.row, col: shiftDayByMonths(ctx.days, clamp(focus.col, 0, lastCol), 1) };
      break;
    default:
      return null;
  }
  next = { row: clamp(next.row, 0, lastRow), col: clamp(next.col, 0, lastCol) };
  return event.shiftKey ? { anchor: selection.anchor, focus: next } : collapsed(next);
}
