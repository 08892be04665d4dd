import {
  useEffect,
  useRef,
  type Dispatch,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { EditorState } from './calendar-row.js';
import { collapsed, type CellPos, type GridSelection } from './selection.js';

export interface GridPointerOptions {
  editorRef: RefObject<EditorState | null>;
  selectionRef: RefObject<GridSelection>;
  setSelection: Dispatch<SetStateAction<GridSelection>>;
  setOnToggle: (onToggle: boolean) => void;
  commitEdit: (move: 'down' | 'right' | 'none') => boolean;
  focusGrid: () => void;
  startEdit: (cell: CellPos, initial?: string) => void;
  toggleFlags: () => boolean;
}

/** The cell of a pointer event: cells carry their data row and day as `data-r` and `data-c`. */
function cellOf(target: EventTarget): CellPos | null {
  const el = (target as Element).closest<HTMLElement>('[data-c]');
  if (!el) return null;
  return { row: Number(el.dataset.r), col: Number(el.dataset.c) };
}

/** How far (px) a finger may move and still tap rather than scroll. */
const TAP_SLOP = 10;

/**
 * Mouse: click, Shift+click, drag to select, double click to edit. Touch: a tap selects the cell and opens
 * its editor (a flag cell switches); moving the finger scrolls the grid and selects nothing.
 */
export function useGridPointer(options: GridPointerOptions) {
  const {
    editorRef,
    selectionRef,
    setSelection,
    setOnToggle,
    commitEdit,
    focusGrid,
    startEdit,
    toggleFlags,
  } = options;
  const dragging = useRef(false);
  const tap = useRef<{ cell: CellPos; x: number; y: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('input, select')) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    if (editorRef.current) commitEdit('none');
    const touch = event.pointerType === 'touch';
    tap.current = touch ? { cell, x: event.clientX, y: event.clientY } : null;
    dragging.current = !touch;
    setOnToggle(false);
    setSelection((sel) => (event.shiftKey ? { anchor: sel.anchor, focus: cell } : collapsed(cell)));
    focusGrid();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    const { focus } = selectionRef.current;
    if (cell.row !== focus.row || cell.col !== focus.col)
      setSelection((sel) => ({ anchor: sel.anchor, focus: cell }));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = tap.current;
    tap.current = null;
    if (!start || event.pointerType !== 'touch') return;
    const cell = cellOf(event.target);
    const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    if (!cell || cell.row !== start.cell.row || cell.col !== start.cell.col || moved > TAP_SLOP) return;
    if (!toggleFlags()) startEdit(cell);
  };
  const onPointerCancel = () => {
    // The browser took the touch over to scroll.
    tap.current = null;
  };
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);
  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    if (!toggleFlags()) startEdit(cell);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick };
}
