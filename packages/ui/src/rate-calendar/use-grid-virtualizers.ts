import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { CHUNK_DAYS } from './calendar-row.js';
import { ROW_KIND_ROOM, type GridLayout } from './layout.js';
import { HEADER_HEIGHT, type GridGeometry } from './geometry.js';
import type { CellPos } from './selection.js';

export interface GridVirtualizersOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  layout: GridLayout;
  geometry: GridGeometry;
  dayCount: number;
  /** Height of the scrolling grid in pixels. */
  height: number;
  /** The column scrolled into view on mount. */
  firstCol: number;
  /** The active cell: always rendered, even scrolled out of view. */
  active: CellPos;
}

/**
 * Rows and week-long column chunks virtualised with @tanstack/react-virtual. The active cell is always
 * rendered, even scrolled out of view, so aria-activedescendant always points at an element and the editor
 * survives scrolling.
 */
export function useGridVirtualizers(options: GridVirtualizersOptions) {
  const { scrollRef, layout, geometry, dayCount, height, firstCol, active } = options;
  const { col: colWidth, rowHeader: rowHeaderWidth } = geometry;
  const activeDisplay = layout.dataRowToDisplay[active.row] ?? -1;
  const activeChunk = Math.floor(active.col / CHUNK_DAYS);
  const withActive = (index: number, main?: { current: [number, number] }) => (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (main) main.current = [indexes[0] ?? 0, indexes[indexes.length - 1] ?? -1];
    if (index >= 0 && index < range.count && !indexes.includes(index)) {
      indexes.push(index);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  };
  /** The chunks in view (inclusive), without the active cell's chunk added when it is out of view. */
  const mainChunks = useRef<[number, number]>([0, -1]);
  const rowVirtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => layout.height[i]!,
    paddingStart: HEADER_HEIGHT,
    overscan: 6,
    initialRect: { width: 1200, height },
    rangeExtractor: withActive(activeDisplay),
  });
  // Virtualised by week: the grid re-renders when a week enters the view, not on every scroll event.
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: Math.ceil(dayCount / CHUNK_DAYS),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHUNK_DAYS * colWidth,
    paddingStart: rowHeaderWidth,
    overscan: 1,
    initialRect: { width: 1200, height },
    rangeExtractor: withActive(activeChunk, mainChunks),
  });

  // Row heights and column widths are estimates the virtualisers cache: re-measure when they change.
  const measured = useRef({ layout, geometry });
  useLayoutEffect(() => {
    if (measured.current.layout === layout && measured.current.geometry === geometry) return;
    const geometryChanged = measured.current.geometry !== geometry;
    measured.current = { layout, geometry };
    rowVirtualizer.measure();
    if (geometryChanged) colVirtualizer.measure();
  }, [layout, geometry, rowVirtualizer, colVirtualizer]);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = firstCol * colWidth;
    // Only on mount: later the user owns the scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Scrolls a cell into view (with its room's header row when it is the room's first rate plan). */
  const ensureVisible = useCallback(
    (cell: CellPos) => {
      const el = scrollRef.current;
      if (!el) return;
      const display = layout.dataRowToDisplay[cell.row] ?? 0;
      const above = display > 0 && layout.kind[display - 1] === ROW_KIND_ROOM ? display - 1 : display;
      const top = layout.top[above]!;
      const bottom = layout.top[display]! + layout.height[display]! + HEADER_HEIGHT;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = bottom - el.clientHeight;
      const left = cell.col * colWidth;
      const right = rowHeaderWidth + (cell.col + 1) * colWidth;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth;
    },
    [scrollRef, layout, colWidth, rowHeaderWidth],
  );

  // Reading the items runs the range extractors, which record the chunks in view.
  const rows = rowVirtualizer.getVirtualItems();
  const chunks = colVirtualizer.getVirtualItems();
  const [chunkStart, chunkEnd] = mainChunks.current;
  return {
    rows,
    chunks,
    scrollLeft: colVirtualizer.scrollOffset ?? 0,
    chunkStart,
    chunkEnd,
    /** The active cell's chunk when it is outside the chunks in view, else -1. */
    extraChunk: activeChunk < chunkStart || activeChunk > chunkEnd ? activeChunk : -1,
    ensureVisible,
  };
}
