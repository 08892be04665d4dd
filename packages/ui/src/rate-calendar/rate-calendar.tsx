import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../internal/cx.js';
import { Spinner } from '../internal/spinner.js';
import { CalendarToolbar } from './calendar-toolbar.js';
import { ChangesDialog } from './changes-dialog.js';
import { daysBetween } from './dates.js';
import { compactFormatRate, defaultFormatRate } from './format.js';
import { useUi } from '../provider/index.js';
import { GridBody, GridHeaderRow } from './grid-rows.js';
import { useRateCalendarText } from './labels.js';
import { pendingToChanges } from './pending.js';
import * as s from './rate-calendar.css.js';
import { COMPACT_GEOMETRY, HEADER_HEIGHT, REGULAR_GEOMETRY, type GridGeometry } from './geometry.js';
import type { GridSelection } from './selection.js';
import {
  DEFAULT_FIELDS,
  type RateCalendarActiveCell,
  type RateCalendarChange,
  type RateCalendarChoices,
  type RateCalendarField,
  type RateCalendarSeries,
  type RateCalendarValidator,
} from './types.js';
import { useCellEditor, useEditorState } from './use-cell-editor.js';
import { useCompactViewport } from './use-compact-viewport.js';
import { useGridClipboard } from './use-grid-clipboard.js';
import { useGridKeyboard } from './use-grid-keyboard.js';
import { useGridPointer } from './use-grid-pointer.js';
import { useActiveCellReport, useGridSelection, useSelectionFollowsLayout } from './use-grid-selection.js';
import { useGridShape } from './use-grid-shape.js';
import { useGridVirtualizers } from './use-grid-virtualizers.js';
import { usePendingEdits } from './use-pending-edits.js';

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
  /** Formats rates; default IDR with dot thousands and no decimals (short, `550rb`, in the cells of a phone). */
  formatRate?: (value: number) => string;
  /** Height of the scrolling grid in pixels. */
  height?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const NO_FIELDS: readonly RateCalendarField[] = [];

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
    formatRate: givenFormatRate,
    height = 560,
    className,
  } = props;
  const text = useRateCalendarText();
  const compactViewport = useCompactViewport();
  const geometry: GridGeometry = (props.compact ?? compactViewport) ? COMPACT_GEOMETRY : REGULAR_GEOMETRY;
  const { locale } = useUi();
  const formatRate = givenFormatRate ?? defaultFormatRate;
  // The narrow cells of a phone write rates short (`550rb`); the review dialog and the editor show them whole.
  const cellRate = givenFormatRate ?? (geometry.compact ? compactFormatRate(locale) : defaultFormatRate);
  const idPrefix = `rc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const statusId = `${idPrefix}-status`;

  const shape = useGridShape({
    series,
    startDate,
    dayCount,
    today,
    holidays,
    disabledDates,
    weekendDays,
    mainFields,
    restrictionFields,
    defaultShowRestrictions,
    geometry,
  });
  const { days, layout, fieldCount, fieldOfRow, hasToggle, toggleRestrictions } = shape;
  const [status, setStatusState] = useState({ text: '', problem: false });
  const setStatus = useCallback(
    (next: string, problem = false) => setStatusState({ text: next, problem }),
    [],
  );
  const edits = usePendingEdits({
    series,
    startDate,
    shape,
    readOnly,
    loading,
    validate,
    onPendingCountChange,
    text,
    setStatus,
  });
  const { pending, clearPending } = edits;

  const firstCol = Math.max(
    0,
    Math.min(dayCount - 1, daysBetween(startDate, initialDate ?? today ?? startDate)),
  );
  const { selection, setSelection, selectionRef, onToggle, setOnToggle } = useGridSelection(firstCol);
  const editorState = useEditorState();
  const { editor, setEditor, editorRef } = editorState;
  const [reviewOpen, setReviewOpen] = useState(false);

  const virtual = useGridVirtualizers({
    scrollRef,
    layout,
    geometry,
    dayCount,
    height,
    firstCol,
    active: selection.focus,
  });
  const { ensureVisible } = virtual;
  const select = useCallback(
    (next: GridSelection) => {
      setSelection(next);
      ensureVisible(next.focus);
    },
    [setSelection, ensureVisible],
  );
  useSelectionFollowsLayout(layout, series, fieldCount, setSelection, () => setEditor(null));
  useActiveCellReport(onActiveCellChange, selection, layout, series, fieldOfRow, days);

  const cellEditor = useCellEditor({
    editorState,
    edits,
    selectionRef,
    select,
    scrollRef,
    layout,
    days,
    fieldOfRow,
    choices,
    text,
    setStatus,
  });
  const { editorHandlers, startEdit, toggleFlags } = cellEditor;
  const onKeyDown = useGridKeyboard({
    editorRef,
    selectionRef,
    setSelection,
    select,
    onToggle,
    setOnToggle,
    hasToggle,
    toggleRestrictions,
    layout,
    days,
    fieldOfRow,
    startEdit,
    toggleFlags,
    clearSelection: cellEditor.clearSelection,
  });
  const { onCopy, onPaste } = useGridClipboard({
    editorRef,
    selectionRef,
    setSelection,
    edits,
    layout,
    days,
    fieldOfRow,
    choices,
    text,
    setStatus,
  });
  const pointer = useGridPointer({
    editorRef,
    selectionRef,
    setSelection,
    setOnToggle,
    commitEdit: cellEditor.commitEdit,
    focusGrid: cellEditor.focusGrid,
    startEdit,
    toggleFlags,
  });

  const changes = useMemo(
    () => (reviewOpen ? pendingToChanges(pending, shape.seriesOfKey, (day) => days.iso[day]!) : []),
    [reviewOpen, pending, shape.seriesOfKey, days],
  );
  const discard = () => {
    clearPending();
    setStatus(text.t('ui.rateCalendar.status.discarded'));
  };

  const totalWidth = geometry.rowHeader + dayCount * geometry.col;
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
      <CalendarToolbar
        text={text}
        hasRestrictions={shape.hasRestrictions}
        showAll={shape.showAll}
        onToggleAll={shape.toggleAllRestrictions}
        editable={!!onSave && !readOnly}
        pendingCount={pending.count}
        onDiscard={discard}
        onReview={() => setReviewOpen(true)}
      />
      {/* Above the grid, where the eyes are: what a paste or an edit did, and which cells it refused. */}
      <div
        id={statusId}
        role="status"
        className={status.problem ? `${s.status} ${s.statusProblem}` : s.status}
      >
        {status.text}
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
          onPointerDown={pointer.onPointerDown}
          onPointerMove={pointer.onPointerMove}
          onPointerUp={pointer.onPointerUp}
          onPointerCancel={pointer.onPointerCancel}
          onDoubleClick={pointer.onDoubleClick}
        >
          <div className={s.canvas} style={{ width: totalWidth, height: layout.totalHeight + HEADER_HEIGHT }}>
            <GridHeaderRow
              days={days}
              chunks={virtual.chunks}
              chunkStart={virtual.chunkStart}
              scrollLeft={virtual.scrollLeft}
              width={totalWidth}
              geometry={geometry}
              text={text}
            />
            <GridBody
              idPrefix={idPrefix}
              rows={virtual.rows}
              width={totalWidth}
              series={series}
              shape={shape}
              choices={choices}
              geometry={geometry}
              chunkStart={virtual.chunkStart}
              chunkEnd={virtual.chunkEnd}
              extraChunk={virtual.extraChunk}
              selection={selection}
              toggleActive={toggleActive}
              pending={pending}
              rejected={edits.rejected}
              readOnly={readOnly}
              editor={editor}
              editorHandlers={editorHandlers}
              text={text}
              formatRate={cellRate}
            />
          </div>
        </div>
        {loading ? (
          <div className={s.overlay}>
            <Spinner />
            {text.t('ui.rateCalendar.loading')}
          </div>
        ) : null}
      </div>
      {onSave ? (
        <ChangesDialog
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          changes={changes}
          series={series}
          text={text}
          formatRate={formatRate}
          onRemove={edits.removeChange}
          onDiscardAll={() => {
            clearPending();
            setReviewOpen(false);
            setStatus(text.t('ui.rateCalendar.status.discarded'));
          }}
          onSave={async (list) => {
            await onSave(list);
            clearPending();
            setReviewOpen(false);
            setStatus(text.t('ui.rateCalendar.status.saved', { count: list.length }));
          }}
        />
      ) : null}
    </div>
  );
}
