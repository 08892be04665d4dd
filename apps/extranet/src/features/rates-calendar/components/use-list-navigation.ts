import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  chunkIndexOf,
  rowIndexOfDate,
  rowIndexOfMonth,
  stepRun,
  type DateWindow,
  type ListRow,
} from '../list-model';

/**
 * The list's scrolling and keyboard: virtualised rows under a sticky header, chunks asked for as the reader
 * scrolls, one roving tab stop moved by the arrow, page and home/end keys, and jumps (today, a month) that
 * wait for their chunk. `viewKey` changes with the room, plan or filters: the list goes back to today.
 */
export function useListNavigation({
  rows,
  chunks,
  today,
  wantThrough,
  viewKey,
}: {
  rows: ListRow[];
  chunks: readonly DateWindow[];
  today: string;
  wantThrough: (chunk: number) => void;
  viewKey: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The sticky column header sits above the rows inside the scroll area (hidden on a phone).
  const headRef = useRef<HTMLDivElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const measure = () => setHeadHeight(head.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useVirtualizer({
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'month' ? 48 : 56),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();

  // Loading as the reader scrolls: the "more" row coming into view asks for its chunk.
  const lastRow = rows.at(-1);
  const moreVisible =
    lastRow?.kind === 'more' && !lastRow.failed && items.some((i) => i.index === rows.length - 1);
  useEffect(() => {
    if (moreVisible && lastRow?.kind === 'more') wantThrough(lastRow.chunk);
  }, [moreVisible, lastRow, wantThrough]);

  // The active row (roving tab stop) and focus requests that wait for the row to be rendered.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const focusKey = useRef<string | null>(null);
  const [pending, setPending] = useState<{ kind: 'date' | 'month'; value: string } | null>({
    kind: 'date',
    value: today,
  });

  // Another room, plan or filter: back to today (the first matching date from today).
  const shownViewKey = useRef(viewKey);
  useEffect(() => {
    if (shownViewKey.current === viewKey) return;
    shownViewKey.current = viewKey;
    setActiveKey(null);
    setPending({ kind: 'date', value: today });
  }, [viewKey, today]);

  const activeIndex = activeKey === null ? -1 : rows.findIndex((r) => r.key === activeKey);
  const tabStopIndex = activeIndex !== -1 ? activeIndex : Math.max(0, rowIndexOfDate(rows, today));

  const focusRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row || row.kind !== 'run') return;
      setActiveKey(row.key);
      focusKey.current = row.key;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [rows, virtualizer],
  );

  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const link = scrollRef.current?.querySelector<HTMLElement>(`[data-key="${key}"] [data-row-link]`);
    if (link) {
      focusKey.current = null;
      link.focus({ preventScroll: true });
    }
  });

  // Month jumps and the first scroll to today wait until the chunks through the target are loaded.
  useEffect(() => {
    if (!pending) return;
    const last = rows.at(-1);
    const loadedThrough = last?.kind === 'more' ? last.chunk - 1 : chunks.length - 1;
    const chunk = chunkIndexOf(chunks, pending.value);
    if (chunk > loadedThrough) {
      if (last?.kind === 'more' && last.failed) setPending(null);
      else wantThrough(chunk);
      return;
    }
    setPending(null);
    const index =
      pending.kind === 'month' ? rowIndexOfMonth(rows, pending.value) : rowIndexOfDate(rows, pending.value);
    if (index !== -1) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [pending, rows, chunks, wantThrough, virtualizer]);

  const offset = (virtualizer.scrollOffset ?? 0) + headHeight;
  const firstVisible = items.find((item) => item.end > offset + 1)?.index ?? 0;
  const visibleMonth = (() => {
    const row = rows[firstVisible];
    if (row?.kind === 'month' || row?.kind === 'none') return row.month;
    if (row?.kind === 'run') return `${row.run.from.slice(0, 7)}-01`;
    return `${today.slice(0, 7)}-01`;
  })();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: 10,
      PageUp: -10,
      Home: -Infinity,
      End: Infinity,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (step === -Infinity) return focusRow(stepRun(rows, 0, -rows.length));
    if (step === Infinity) return focusRow(stepRun(rows, rows.length, rows.length));
    // From the list itself (or a row scrolled away): the first run in view.
    const rendered = activeIndex !== -1 && items.some((item) => item.index === activeIndex);
    if (event.target === scrollRef.current || !rendered)
      return focusRow(stepRun(rows, firstVisible - 1, Math.max(1, step)));
    focusRow(stepRun(rows, activeIndex, step));
  };

  return {
    scrollRef,
    headRef,
    headHeight,
    virtualizer,
    items,
    pending,
    setPending,
    setActiveKey,
    tabStopIndex,
    visibleMonth,
    onKeyDown,
  };
}
