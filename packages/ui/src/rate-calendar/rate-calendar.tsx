import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button } from '../button/index.js';
import { cx } from '../internal/cx.js';
import { Spinner } from '../internal/spinner.js';
import { CHUNK_DAYS, FieldRow, RoomRow, type EditorHandlers, type EditorState } from './calendar-row.js';
import { HeaderChunk } from './header-chunk.js';
import { ChangesDialog } from './changes-dialog.js';
import {
  buildDayTable,
  daysBetween,
  DAY_DISABLED,
  DAY_HOLIDAY,
  DAY_PAST,
  DAY_WEEKEND,
  isDayReadOnly,
} from './dates.js';
import { useRateCalendarText } from './labels.js';
import { buildLayout, ROW_KIND_ROOM } from './layout.js';
import {
  EMPTY_PENDING,
  mergeEdits,
  pendingToChanges,
  readValue,
  type CellEdit,
  type PendingState,
} from './pending.js';
import * as s from './rate-calendar.css.js';
import { COMPACT_GEOMETRY, HEADER_HEIGHT, REGULAR_GEOMETRY, type GridGeometry } from './rate-calendar.css.js';
import {
  collapsed,
  isSingleCell,
  moveSelection,
  rangeContains,
  selectionRange,
  type CellPos,
  type GridSelection,
} from './selection.js';
import { cellToText, parseCellText, parseTsv, serializeTsv } from './tsv.js';
import {
  DEFAULT_FIELDS,
  isChoiceField,
  isFlagField,
  isRateField,
  isRowReadOnly,
  type RateCalendarActiveCell,
  type RateCalendarChange,
  type RateCalendarChoices,
  type RateCalendarField,
  type RateCalendarSeries,
  type RateCalendarValidator,
  type RateCalendarValue,
} from './types.js';
import { checkBuiltIn } from './validate.js';

export interface RateCalendarProps {
  /** One entry per room and rate plan, grouped by room (consecutive entries with the same `roomId`). */
  series: readonly RateCalendarSeries[];
  /** `YYYY-MM-DD` of index 0 of every series array. */
  startDate: string;
  /** Number of days (columns). */
  days: number;
  /** `YYYY-MM-DD`; earlier days are past and read-only. Defaults to no past days. */
  today?: string;
  /** The column scrolled into view and focused first; defaults to `today`. */
  initialDate?: string;
  /** Rows per rate plan, in order. Default: rate, allotment, sold, close-out, CTA, CTD, min and max stay. */
  fields?: readonly RateCalendarField[];
  /**
   * More rows per rate plan (e.g. `RATE_CALENDAR_RESTRICTION_FIELDS`, occupancy rates), hidden until the
   * plan's restrictions are shown (per plan in its row header or Alt+Enter, or all with the toolbar toggle).
   */
  restrictionFields?: readonly RateCalendarField[];
  /** Show every plan's restriction rows at first. */
  defaultShowRestrictions?: boolean;
  /** The options of the choice fields (cancellation policy, meal plan). Keep the object stable. */
  choices?: RateCalendarChoices;
  /** Called with the focused cell whenever it moves (keyboard, click, paste), e.g. to show its change log. */
  onActiveCellChange?: (cell: RateCalendarActiveCell | null) => void;
  /** Narrow row headers, larger touch targets. Default: when the viewport is at most 720 px wide. */
  compact?: boolean;
  /** `YYYY-MM-DD` -> holiday name. */
  holidays?: Readonly<Record<string, string>>;
  /** Dates that cannot be edited (e.g. outside a contract). */
  disabledDates?: readonly string[];
  /** Days of the week shown as weekend, 0 = Sunday. Default Saturday and Sunday. */
  weekendDays?: readonly number[];
  /** Nothing can be edited (e.g. a role without write access). */
  readOnly?: boolean;
  /** Data is loading: shows a busy overlay and blocks edits. */
  loading?: boolean;
  /** Extra rules (e.g. the minimum sell price); runs after the built-in ones. */
  validate?: RateCalendarValidator;
  /**
   * Receives the reviewed pending changes. Resolve when saved (the caller then passes the new data); reject
   * to keep the changes pending and show the save-failure message.
   */
  onSave?: (changes: RateCalendarChange[]) => void | Promise<void>;
  /** Called whenever the number of pending changes changes (e.g. to warn before leaving the page). */
  onPendingCountChange?: (count: number) => void;
  /** Formats rates; default IDR with dot thousands and no decimals. */
  formatRate?: (value: number) => string;
  /** Height of the scrolling grid in pixels. */
  height?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const idrFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const defaultFormatRate = (value: number) => idrFormat.format(value);
const EMPTY_FIELDS_ROW = new Map<number, RateCalendarValue>();
const NO_FIELDS: readonly RateCalendarField[] = [];
const COMPACT_QUERY = '(max-width: 720px)';

/** Whether the viewport is phone-sized (the grid then uses its compact geometry). */
function useCompactViewport(): boolean {
  const [compact, setCompact] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(COMPACT_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(COMPACT_QUERY);
    if (!query) return;
    const update = () => setCompact(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return compact;
}

/**
 * The rates and availability grid: rooms and their rate plans down, days across. Keyboard: arrows, Home/End
 * (Ctrl for the grid's corners), Page Up/Down by month, Shift to extend the range, Enter/F2 or typing to edit,
 * Space to toggle a flag, Delete to clear, Ctrl+C/Ctrl+V to copy and paste TSV. Edits stay pending until
 * reviewed and saved.
 */
export function RateCalendar(props: RateCalendarProps) {
  const {
    series,
    startDate,
    days: dayCount,
    today,
    initialDate,
    fields: mainFields = DEFAULT_FIELDS,
    restrictionFields = NO_FIELDS,
    defaultShowRestrictions = false,
    choices,
    onActiveCellChange,
    holidays,
    disabledDates,
    weekendDays,
    readOnly = false,
    loading = false,
    validate,
    onSave,
    onPendingCountChange,
    formatRate = defaultFormatRate,
    height = 560,
    className,
  } = props;
  const text = useRateCalendarText();
  const compactViewport = useCompactViewport();
  const geometry: GridGeometry = (props.compact ?? compactViewport) ? COMPACT_GEOMETRY : REGULAR_GEOMETRY;
  const { col: COL_WIDTH, rowHeader: ROW_HEADER_WIDTH } = geometry;
  const idPrefix = `rc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const statusId = `${idPrefix}-status`;

  // Keyed by content, so inline literals from the caller do not rebuild the columns on every render.
  const holidaysKey = holidays ? JSON.stringify(holidays) : '';
  const disabledKey = disabledDates ? disabledDates.join() : '';
  const weekendKey = weekendDays ? weekendDays.join() : '';
  const days = useMemo(
    () => buildDayTable({ startDate, days: dayCount, today, weekendDays, holidays, disabledDates }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startDate, dayCount, today, weekendKey, holidaysKey, disabledKey],
  );
  const dayClasses = useMemo(() => {
    const classes: string[] = new Array<string>(days.count);
    for (let i = 0; i < days.count; i++) {
      const f = days.flags[i]!;
      classes[i] = cx(
        (f & DAY_WEEKEND) !== 0 && s.cellWeekend,
        (f & DAY_HOLIDAY) !== 0 && s.cellHoliday,
        (f & DAY_PAST) !== 0 && s.cellPast,
        (f & DAY_DISABLED) !== 0 && s.cellDisabled,
      );
    }
    return classes;
  }, [days]);
  // Every field a plan can show; a data row's key is seriesIndex * fields.length + index in this list.
  const fieldsKey = `${mainFields.join()}|${restrictionFields.join()}`;
  const fields = useMemo(
    () => [...mainFields, ...restrictionFields],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fieldsKey],
  );
  const mainCount = mainFields.length;
  const [showAll, setShowAll] = useState(defaultShowRestrictions);
  /** Plans (by `roomId\0ratePlanId`) whose restrictions differ from the global toggle. */
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const planKey = (x: RateCalendarSeries) => `${x.roomId}\u0000${x.ratePlanId}`;
  const isExpanded = useCallback(
    (x: RateCalendarSeries) => restrictionFields.length > 0 && showAll !== toggled.has(planKey(x)),
    [restrictionFields.length, showAll, toggled],
  );
  const layout = useMemo(
    () =>
      buildLayout(series, fields, { room: geometry.roomRow, field: geometry.fieldRow }, (i) =>
        isExpanded(series[i]!) ? fields.length : mainCount,
      ),
    [series, fields, geometry, isExpanded, mainCount],
  );
  const fieldCount = fields.length;
  const closedFieldIndex = fields.indexOf('closed');
  /** The field of a data row. */
  const fieldOfRow = useCallback((dataRow: number) => fields[layout.rowField[dataRow]!]!, [fields, layout]);

  const [pending, setPending] = useState<PendingState>(EMPTY_PENDING);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  // Pending edits are keyed by row and day: when the rows or days change, they no longer point at the same
  // cells and are dropped. New values for the same rows (a refresh) keep them.
  const shapeKey = useMemo(
    () => `${startDate}|${fieldsKey}|${series.map((x) => `${x.roomId}\u0000${x.ratePlanId}`).join('\u0001')}`,
    [series, fieldsKey, startDate],
  );
  useEffect(() => setPending(EMPTY_PENDING), [shapeKey]);
  useEffect(() => onPendingCountChange?.(pending.count), [pending.count, onPendingCountChange]);

  const firstCol = Math.max(
    0,
    Math.min(dayCount - 1, daysBetween(startDate, initialDate ?? today ?? startDate)),
  );
  const [selection, setSelection] = useState<GridSelection>(() => collapsed({ row: 0, col: firstCol }));
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const [editor, setEditor] = useState<EditorState | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const [status, setStatus] = useState('');
  const [reviewOpen, setReviewOpen] = useState(false);
  /**
   * The active item is the focus row's restrictions toggle (its row header) instead of a day cell: reached with
   * ArrowLeft from the first day, so the toggle is part of the grid's one tab stop and its arrow keys.
   */
  const [onToggle, setOnToggle] = useState(false);

  // The active cell is always rendered, even scrolled out of view, so aria-activedescendant always points at
  // an element and the editor survives scrolling.
  const activeDisplay = layout.dataRowToDisplay[selection.focus.row] ?? -1;
  const activeChunk = Math.floor(selection.focus.col / CHUNK_DAYS);
  const withActive = (active: number, main?: { current: [number, number] }) => (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (main) main.current = [indexes[0] ?? 0, indexes[indexes.length - 1] ?? -1];
    if (active >= 0 && active < range.count && !indexes.includes(active)) {
      indexes.push(active);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  };
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
    estimateSize: () => CHUNK_DAYS * COL_WIDTH,
    paddingStart: ROW_HEADER_WIDTH,
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
    if (el) el.scrollLeft = firstCol * COL_WIDTH;
    // Only on mount: later the user owns the scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The series and field of a row key (pending edits are stored by key, see layout.ts). */
  const seriesOfKey = useCallback(
    (key: number) => ({
      series: series[Math.floor(key / fieldCount)]!,
      field: fields[key % fieldCount]!,
    }),
    [series, fields, fieldCount],
  );

  /** The caller's value of a cell, by row key. */
  const original = useCallback(
    (key: number, day: number) => {
      const { series: row, field } = seriesOfKey(key);
      return readValue(row, field, day);
    },
    [seriesOfKey],
  );

  const canEdit = useCallback(
    (dataRow: number, day: number) => {
      if (readOnly || loading) return false;
      const row = series[layout.rowSeries[dataRow]!];
      return !!row && !isRowReadOnly(row, fieldOfRow(dataRow)) && !isDayReadOnly(days, day);
    },
    [readOnly, loading, fieldOfRow, days, series, layout],
  );

  /** Current value by row key, with pending edits and the edits of the batch being applied. */
  const currentByKey = useCallback(
    (key: number, day: number, batch?: ReadonlyMap<string, RateCalendarValue>) => {
      const batched = batch?.get(`${key}:${day}`);
      if (batched !== undefined) return batched;
      const p = pendingRef.current.rows.get(key)?.get(day);
      return p !== undefined ? p : original(key, day);
    },
    [original],
  );
  const currentValue = useCallback(
    (dataRow: number, day: number) => currentByKey(layout.rowKey[dataRow]!, day),
    [currentByKey, layout],
  );

  /** Validates a value for a cell; returns the message or null. */
  const checkCell = useCallback(
    (
      dataRow: number,
      day: number,
      value: RateCalendarValue,
      batch?: ReadonlyMap<string, RateCalendarValue>,
    ) => {
      const seriesIndex = layout.rowSeries[dataRow]!;
      const row = series[seriesIndex]!;
      const field = fieldOfRow(dataRow);
      const valueOf = (other: RateCalendarField): RateCalendarValue => {
        const index = fields.indexOf(other);
        if (index >= 0) return currentByKey(seriesIndex * fieldCount + index, day, batch);
        return readValue(row, other, day);
      };
      const builtIn = checkBuiltIn(field, value, valueOf);
      if (builtIn !== null) return text.error[builtIn];
      if (!validate) return null;
      return validate({
        change: {
          roomId: row.roomId,
          ratePlanId: row.ratePlanId,
          field,
          date: days.iso[day]!,
          value,
          previous: readValue(row, field, day),
        },
        series: row,
        day,
        valueOf,
      });
    },
    [layout, series, fields, fieldCount, fieldOfRow, currentByKey, text, validate, days],
  );

  /**
   * Applies values to cells: read-only cells are skipped, invalid ones rejected; returns the counts so the
   * caller can report them. Validation sees earlier values of the same batch (min stay then max stay).
   */
  const applyValues = useCallback(
    (targets: readonly { row: number; day: number; value: RateCalendarValue }[]) => {
      const batch = new Map<string, RateCalendarValue>();
      const edits: CellEdit[] = [];
      let skipped = 0;
      let firstError: string | null = null;
      let invalid = 0;
      for (const target of targets) {
        if (!canEdit(target.row, target.day)) {
          skipped++;
          continue;
        }
        const error = checkCell(target.row, target.day, target.value, batch);
        if (error !== null) {
          invalid++;
          firstError ??= error;
          continue;
        }
        const key = layout.rowKey[target.row]!;
        batch.set(`${key}:${target.day}`, target.value);
        edits.push({ row: key, day: target.day, value: target.value });
      }
      if (edits.length > 0) setPending((p) => mergeEdits(p, edits, original));
      return { applied: edits.length, skipped, invalid, firstError };
    },
    [canEdit, checkCell, original, layout],
  );

  const report = useCallback(
    (action: 'pasted' | 'changed', result: ReturnType<typeof applyValues>) => {
      const parts = [text.t(`ui.rateCalendar.status.${action}`, { count: result.applied })];
      if (result.skipped > 0) parts.push(text.t('ui.rateCalendar.status.skipped', { count: result.skipped }));
      if (result.invalid > 0) {
        parts.push(
          text.t('ui.rateCalendar.status.invalid', { count: result.invalid, message: result.firstError }),
        );
      }
      setStatus(parts.join(' '));
    },
    [text],
  );

  const ensureVisible = useCallback(
    (cell: CellPos) => {
      const el = scrollRef.current;
      if (!el) return;
      const display = layout.dataRowToDisplay[cell.row] ?? 0;
      // Show the room's header row too when moving onto its first rate plan.
      const above = display > 0 && layout.kind[display - 1] === ROW_KIND_ROOM ? display - 1 : display;
      const top = layout.top[above]!;
      const bottom = layout.top[display]! + layout.height[display]! + HEADER_HEIGHT;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = bottom - el.clientHeight;
      const left = cell.col * COL_WIDTH;
      const right = ROW_HEADER_WIDTH + (cell.col + 1) * COL_WIDTH;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth;
    },
    [layout, COL_WIDTH, ROW_HEADER_WIDTH],
  );

  const select = useCallback(
    (next: GridSelection) => {
      setSelection(next);
      ensureVisible(next.focus);
    },
    [ensureVisible],
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  /** Shows or hides the restriction rows of one plan (by series index). */
  const toggleRestrictions = useCallback(
    (seriesIndex: number) => {
      const x = series[seriesIndex];
      if (!x || restrictionFields.length === 0) return;
      const key = `${x.roomId}\u0000${x.ratePlanId}`;
      setToggled((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    },
    [series, restrictionFields.length],
  );

  // When rows appear or disappear (restrictions shown or hidden, other rows), the active cell follows its
  // row: the same field if still shown, else the plan's first row.
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
    setEditor(null);
  }, [layout, series, fieldCount]);

  // Tell the caller which cell is focused (e.g. for the change log of that room and date).
  const activeCellCallback = useRef(onActiveCellChange);
  activeCellCallback.current = onActiveCellChange;
  const focusRow = selection.focus.row;
  const focusCol = selection.focus.col;
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
    [canEdit, currentValue, text],
  );

  /** Cells of the selection that belong to the same field as the edited cell (bulk fill of a range). */
  const sameFieldTargets = useCallback(
    (cell: CellPos, value: RateCalendarValue) => {
      const sel = selectionRef.current;
      const field = fieldOfRow(cell.row);
      const targets = [{ row: cell.row, day: cell.col, value }];
      if (isSingleCell(sel)) return targets;
      const r = selectionRange(sel);
      if (!rangeContains(r, cell.row, cell.col)) return targets;
      for (let row = r.top; row <= r.bottom; row++) {
        if (fieldOfRow(row) !== field) continue;
        for (let day = r.left; day <= r.right; day++) {
          if (row !== cell.row || day !== cell.col) targets.push({ row, day, value });
        }
      }
      return targets;
    },
    [fieldOfRow],
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
      const result = applyValues(sameFieldTargets(cell, parsed.value));
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
    [fieldOfRow, choices, text, checkCell, applyValues, sameFieldTargets, report, layout, days, select],
  );

  const cancelEdit = useCallback(() => {
    setEditor(null);
    focusGrid();
  }, []);

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
    [commitEdit, cancelEdit],
  );

  const toggleFlags = useCallback(() => {
    const sel = selectionRef.current;
    const { focus } = sel;
    const field = fieldOfRow(focus.row);
    if (!isFlagField(field)) return false;
    const next = !currentValue(focus.row, focus.col);
    const result = applyValues(sameFieldTargets(focus, next));
    report('changed', result);
    return true;
  }, [fieldOfRow, currentValue, applyValues, sameFieldTargets, report]);

  const clearSelection = useCallback(() => {
    const r = selectionRange(selectionRef.current);
    const targets: { row: number; day: number; value: RateCalendarValue }[] = [];
    for (let row = r.top; row <= r.bottom; row++) {
      const flag = isFlagField(fieldOfRow(row));
      for (let day = r.left; day <= r.right; day++) targets.push({ row, day, value: flag ? false : null });
    }
    report('changed', applyValues(targets));
  }, [fieldOfRow, applyValues, report]);

  /** Whether a data row shows its plan's restrictions toggle (a plan's first row, when it has restrictions). */
  const hasToggle = useCallback(
    (dataRow: number) =>
      restrictionFields.length > 0 &&
      dataRow >= 0 &&
      dataRow < layout.dataRowCount &&
      layout.rowField[dataRow] === 0,
    [restrictionFields.length, layout],
  );

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
    const targets: { row: number; day: number; value: RateCalendarValue }[] = [];
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

  const dragging = useRef(false);
  const cellFromEvent = (event: ReactPointerEvent): CellPos | null => {
    const el = (event.target as Element).closest<HTMLElement>('[data-c]');
    if (!el) return null;
    return { row: Number(el.dataset.r), col: Number(el.dataset.c) };
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('input, select')) return;
    const cell = cellFromEvent(event);
    if (!cell) return;
    event.preventDefault();
    if (editorRef.current) commitEdit('none');
    dragging.current = true;
    setOnToggle(false);
    setSelection((sel) => (event.shiftKey ? { anchor: sel.anchor, focus: cell } : collapsed(cell)));
    focusGrid();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const cell = cellFromEvent(event);
    if (!cell) return;
    const { focus } = selectionRef.current;
    if (cell.row !== focus.row || cell.col !== focus.col)
      setSelection((sel) => ({ anchor: sel.anchor, focus: cell }));
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
    const el = (event.target as Element).closest<HTMLElement>('[data-c]');
    if (!el) return;
    const cell = { row: Number(el.dataset.r), col: Number(el.dataset.c) };
    if (!toggleFlags()) startEdit(cell);
  };

  const changes = useMemo(
    () => (reviewOpen ? pendingToChanges(pending, seriesOfKey, (day) => days.iso[day]!) : []),
    [reviewOpen, pending, seriesOfKey, days],
  );
  const removeChange = useCallback(
    (change: RateCalendarChange) => {
      const seriesIndex = series.findIndex(
        (x) => x.roomId === change.roomId && x.ratePlanId === change.ratePlanId,
      );
      const row = seriesIndex * fieldCount + fields.indexOf(change.field);
      const day = daysBetween(startDate, change.date);
      setPending((p) => mergeEdits(p, [{ row, day, value: original(row, day) }], original));
    },
    [series, fields, fieldCount, startDate, original],
  );

  const vRows = rowVirtualizer.getVirtualItems();
  const vCols = colVirtualizer.getVirtualItems();
  const [chunkStart, chunkEnd] = mainChunks.current;
  const extraChunk = activeChunk < chunkStart || activeChunk > chunkEnd ? activeChunk : -1;
  const totalWidth = ROW_HEADER_WIDTH + dayCount * COL_WIDTH;
  const range = selectionRange(selection);
  const firstVisible = Math.max(
    0,
    Math.min(dayCount - 1, Math.floor((colVirtualizer.scrollOffset ?? 0) / COL_WIDTH) + 1),
  );
  const toggleActive = onToggle && !editor && hasToggle(selection.focus.row);
  const activeId =
    editor || dayCount === 0
      ? undefined
      : toggleActive
        ? `${idPrefix}-toggle-${selection.focus.row}`
        : `${idPrefix}-${selection.focus.row}-${selection.focus.col}`;

  if (!loading && series.length === 0) {
    return (
      <div className={cx(s.root, className)}>
        <div className={cx(s.frame, s.emptyState)} role="status">
          <span className={s.emptyTitle}>{text.t('ui.rateCalendar.empty.title')}</span>
          <span>{text.t('ui.rateCalendar.empty.description')}</span>
        </div>
      </div>
    );
  }

  return (
    <div className={cx(s.root, className)}>
      <div className={s.toolbar}>
        <ul className={s.legend} aria-label={text.t('ui.rateCalendar.legend.label')}>
          <li className={s.legendItem}>
            <span className={cx(s.swatch, s.cellWeekend)} />
            {text.t('ui.rateCalendar.legend.weekend')}
          </li>
          <li className={s.legendItem}>
            <span className={cx(s.swatch, s.cellHoliday)} />
            {text.t('ui.rateCalendar.legend.holiday')}
          </li>
          <li className={s.legendItem}>
            <span className={cx(s.swatch, s.cellClosedDay)} />
            {text.t('ui.rateCalendar.legend.closed')}
          </li>
          <li className={s.legendItem}>
            <span className={cx(s.swatch, s.cellPast)} />
            {text.t('ui.rateCalendar.legend.readOnly')}
          </li>
          <li className={s.legendItem}>
            <span className={cx(s.swatch, s.cellPending)} />
            {text.t('ui.rateCalendar.legend.pending')}
          </li>
        </ul>
        {restrictionFields.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={showAll}
            title={text.t('ui.rateCalendar.restrictionsHint')}
            onClick={() => {
              setShowAll((v) => !v);
              setToggled(new Set());
            }}
          >
            {text.showRestrictions}
          </Button>
        ) : null}
        {onSave && !readOnly ? (
          <div className={s.actions}>
            {pending.count > 0 ? (
              <span className={s.pendingCount}>
                {text.t('ui.rateCalendar.pendingCount', { count: pending.count })}
              </span>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              disabled={pending.count === 0}
              onClick={() => {
                setPending(EMPTY_PENDING);
                setStatus(text.t('ui.rateCalendar.status.discarded'));
              }}
            >
              {text.t('ui.rateCalendar.discard')}
            </Button>
            <Button size="sm" disabled={pending.count === 0} onClick={() => setReviewOpen(true)}>
              {text.t('ui.rateCalendar.review')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={s.frame}>
        <div
          ref={scrollRef}
          role="grid"
          tabIndex={0}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={statusId}
          aria-multiselectable
          aria-readonly={readOnly || undefined}
          aria-busy={loading || undefined}
          aria-rowcount={layout.count + 1}
          aria-colcount={dayCount + 1}
          aria-activedescendant={activeId}
          className={geometry.compact ? `${s.scroller} ${s.scrollerCompact}` : s.scroller}
          style={{ height }}
          onKeyDown={onKeyDown}
          onCopy={onCopy}
          onPaste={onPaste}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onDoubleClick={onDoubleClick}
        >
          <div className={s.canvas} style={{ width: totalWidth, height: layout.totalHeight + HEADER_HEIGHT }}>
            <div role="rowgroup">
              <div role="row" aria-rowindex={1} className={s.headerRow} style={{ width: totalWidth }}>
                <div
                  role="columnheader"
                  aria-colindex={1}
                  className={geometry.compact ? `${s.corner} ${s.cornerCompact}` : s.corner}
                >
                  <span className={s.cornerMonth}>
                    {dayCount > 0 ? text.monthYear(days.year[firstVisible]!, days.month[firstVisible]!) : ''}
                  </span>
                  <span className={s.cornerHint}>{text.t('ui.rateCalendar.keyboardHint')}</span>
                </div>
                {vCols.map((c) => (
                  <HeaderChunk
                    key={c.index}
                    days={days}
                    from={c.index * CHUNK_DAYS}
                    to={Math.min(dayCount - 1, c.index * CHUNK_DAYS + CHUNK_DAYS - 1)}
                    firstInView={c.index === chunkStart}
                    text={text}
                    geometry={geometry}
                  />
                ))}
              </div>
            </div>
            <div role="rowgroup">
              {vRows.map((v) => {
                const i = v.index;
                const top = v.start;
                if (layout.kind[i] === ROW_KIND_ROOM) {
                  return (
                    <RoomRow
                      key={`room-${i}`}
                      displayIndex={i}
                      top={top}
                      height={v.size}
                      width={totalWidth}
                      roomName={series[layout.ref[i]!]!.roomName}
                      colCount={dayCount + 1}
                    />
                  );
                }
                const dataRow = layout.ref[i]!;
                const seriesIndex = layout.rowSeries[dataRow]!;
                const fieldIndex = layout.rowField[dataRow]!;
                const field = fields[fieldIndex]!;
                const key = layout.rowKey[dataRow]!;
                const plan = series[seriesIndex]!;
                const inRange = dataRow >= range.top && dataRow <= range.bottom;
                return (
                  <FieldRow
                    key={i}
                    idPrefix={idPrefix}
                    displayIndex={i}
                    top={top}
                    height={v.size}
                    width={totalWidth}
                    series={plan}
                    seriesIndex={seriesIndex}
                    field={field}
                    dataRow={dataRow}
                    planFirst={fieldIndex === 0}
                    restriction={fieldIndex >= mainCount}
                    restrictionsShown={
                      fieldIndex === 0 && restrictionFields.length > 0 ? isExpanded(plan) : undefined
                    }
                    onToggleRestrictions={toggleRestrictions}
                    geometry={geometry}
                    choices={isChoiceField(field) ? choices?.[field] : undefined}
                    chunkStart={chunkStart}
                    chunkEnd={chunkEnd}
                    extraChunk={extraChunk}
                    days={days}
                    dayClasses={dayClasses}
                    activeCol={selection.focus.row === dataRow && !toggleActive ? selection.focus.col : -1}
                    toggleActive={toggleActive && selection.focus.row === dataRow}
                    selLeft={inRange && !isSingleCell(selection) ? range.left : -1}
                    selRight={inRange && !isSingleCell(selection) ? range.right : -1}
                    pending={pending.rows.get(key)}
                    closedPending={
                      closedFieldIndex >= 0
                        ? (pending.rows.get(seriesIndex * fieldCount + closedFieldIndex) ?? EMPTY_FIELDS_ROW)
                        : undefined
                    }
                    rowReadOnly={readOnly || isRowReadOnly(plan, field)}
                    editor={editor && editor.dataRow === dataRow ? editor : null}
                    editorHandlers={editorHandlers}
                    text={text}
                    formatNumber={isRateField(field) ? formatRateNumber(formatRate) : plainNumber}
                  />
                );
              })}
            </div>
          </div>
        </div>
        {loading ? (
          <div className={s.overlay}>
            <Spinner />
            {text.t('ui.rateCalendar.loading')}
          </div>
        ) : null}
      </div>
      <div id={statusId} role="status" className={s.status}>
        {status}
      </div>
      {onSave ? (
        <ChangesDialog
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          changes={changes}
          series={series}
          text={text}
          formatRate={formatRate}
          onRemove={removeChange}
          onDiscardAll={() => {
            setPending(EMPTY_PENDING);
            setReviewOpen(false);
            setStatus(text.t('ui.rateCalendar.status.discarded'));
          }}
          onSave={async (list) => {
            await onSave(list);
            setPending(EMPTY_PENDING);
            setReviewOpen(false);
            setStatus(text.t('ui.rateCalendar.status.saved', { count: list.length }));
          }}
        />
      ) : null}
    </div>
  );
}

const plainNumber = (_field: RateCalendarField, value: number) => String(value);
const rateFormatters = new WeakMap<
  (value: number) => string,
  (field: RateCalendarField, value: number) => string
>();
/** A stable wrapper per formatter, so memoised rows do not re-render because of a new function. */
function formatRateNumber(format: (value: number) => string) {
  let wrapped = rateFormatters.get(format);
  if (!wrapped) {
    wrapped = (_field, value) => format(value);
    rateFormatters.set(format, wrapped);
  }
  return wrapped;
}
