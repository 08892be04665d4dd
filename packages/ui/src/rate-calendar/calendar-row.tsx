import { memo, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DAY_DISABLED, DAY_PAST, type DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import { readValue } from './pending.js';
import * as s from './rate-calendar.css.js';
import { COL_WIDTH, ROW_HEADER_WIDTH } from './rate-calendar.css.js';
import {
  isFlagField,
  type RateCalendarField,
  type RateCalendarSeries,
  type RateCalendarValue,
} from './types.js';
import { visuallyHidden } from '../theme/shared.css.js';

export interface EditorState {
  dataRow: number;
  col: number;
  draft: string;
  error: string | null;
  /** Opened with Enter, F2 or a double click: the current value is selected so typing replaces it. */
  selectAll: boolean;
}

export interface EditorHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Columns are rendered in week-long chunks: scrolling mounts a new chunk, it never re-renders the others. */
export const CHUNK_DAYS = 7;

interface CellStyleProps {
  idPrefix: string;
  series: RateCalendarSeries;
  field: RateCalendarField;
  dataRow: number;
  days: DayTable;
  dayClasses: readonly string[];
  pending: ReadonlyMap<number, RateCalendarValue> | undefined;
  /** Pending close-out edits of the same rate plan (closed days are tinted on every row of the plan). */
  closedPending: ReadonlyMap<number, RateCalendarValue> | undefined;
  rowReadOnly: boolean;
  editorHandlers: EditorHandlers;
  text: RateCalendarText;
  formatNumber: (field: RateCalendarField, value: number) => string;
}

interface FieldRowProps extends CellStyleProps {
  displayIndex: number;
  top: number;
  height: number;
  width: number;
  /** The first field row of a rate plan shows the plan's name. */
  planFirst: boolean;
  /** Visible column chunks (inclusive). */
  chunkStart: number;
  chunkEnd: number;
  /** A chunk outside the visible ones that holds the active cell, else -1. */
  extraChunk: number;
  /** The active (focused) column when this row holds the active cell, else -1. */
  activeCol: number;
  /** The selected columns of this row (inclusive), -1 when the row is outside the selection. */
  selLeft: number;
  selRight: number;
  editor: EditorState | null;
}

interface CellChunkProps extends CellStyleProps {
  from: number;
  to: number;
  activeCol: number;
  selLeft: number;
  selRight: number;
  editor: EditorState | null;
}

function renderValue(field: RateCalendarField, value: RateCalendarValue, props: CellStyleProps): ReactNode {
  const { text } = props;
  if (isFlagField(field)) {
    if (field === 'closed') {
      return value ? (
        <span className={`${s.pill} ${s.pillClosed}`}>{text.closed}</span>
      ) : (
        <span className={`${s.pill} ${s.pillOpen}`}>{text.open}</span>
      );
    }
    return value ? (
      <span className={`${s.pill} ${s.pillRestriction}`}>{field === 'cta' ? text.cta : text.ctd}</span>
    ) : (
      <>
        <span aria-hidden="true" className={s.empty}>
          –
        </span>
        <span className={visuallyHidden}>{text.no}</span>
      </>
    );
  }
  if (value === null || typeof value !== 'number') {
    return (
      <>
        <span aria-hidden="true" className={s.empty}>
          –
        </span>
        <span className={visuallyHidden}>{text.notSet}</span>
      </>
    );
  }
  return props.formatNumber(field, value);
}

/** One week of one row: a plain element per cell, no component per cell. */
const CellChunk = memo(function CellChunk(props: CellChunkProps) {
  const {
    idPrefix,
    series,
    field,
    dataRow,
    days,
    dayClasses,
    pending,
    closedPending,
    rowReadOnly,
    editorHandlers,
    text,
    from,
    to,
    activeCol,
    selLeft,
    selRight,
    editor,
  } = props;
  const flag = isFlagField(field);
  const cells: ReactNode[] = [];
  const closedValues = series.closed;
  for (let col = from; col <= to; col++) {
    const pendingValue = pending?.get(col);
    const value = pendingValue !== undefined ? pendingValue : readValue(series, field, col);
    const dayReadOnly = (days.flags[col]! & (DAY_PAST | DAY_DISABLED)) !== 0;
    const closedPendingValue = closedPending?.get(col);
    const closedDay =
      closedPendingValue !== undefined ? closedPendingValue === true : Boolean(closedValues?.[col]);
    let className = `${s.cell} ${dayClasses[col]}`;
    if (flag) className += ` ${s.cellCenter}`;
    if (closedDay && field !== 'closed' && !dayReadOnly) className += ` ${s.cellClosedDay}`;
    if (rowReadOnly) className += ` ${s.cellReadOnlyField}`;
    const selected = col >= selLeft && col <= selRight;
    if (selected) className += ` ${s.cellSelected}`;
    if (col === activeCol) className += ` ${s.cellActive}`;
    if (pendingValue !== undefined) className += ` ${s.cellPending}`;
    const editing = editor !== null && editor.col === col;
    if (editing) className += ` ${s.cellEditing}`;
    const cellId = `${idPrefix}-${dataRow}-${col}`;
    cells.push(
      <div
        key={col}
        id={cellId}
        role="gridcell"
        aria-colindex={col + 2}
        aria-selected={selected}
        aria-readonly={rowReadOnly || dayReadOnly || undefined}
        data-r={dataRow}
        data-c={col}
        className={className}
        style={{ left: ROW_HEADER_WIDTH + col * COL_WIDTH }}
      >
        {editing ? (
          <>
            <input
              autoFocus
              className={s.editor}
              value={editor.draft}
              inputMode={flag ? 'text' : 'numeric'}
              aria-label={`${series.roomName}, ${series.ratePlanName}, ${text.field[field]}, ${text.fullDate(days.iso[col]!)}`}
              aria-invalid={editor.error !== null}
              aria-describedby={editor.error !== null ? `${cellId}-error` : undefined}
              onChange={editorHandlers.onChange}
              onKeyDown={editorHandlers.onKeyDown}
              onBlur={editorHandlers.onBlur}
              onFocus={editorHandlers.onFocus}
            />
            {editor.error !== null ? (
              <span id={`${cellId}-error`} role="alert" className={s.editorError}>
                {editor.error}
              </span>
            ) : null}
          </>
        ) : (
          renderValue(field, value, props)
        )}
      </div>,
    );
  }
  return <>{cells}</>;
});

/**
 * One rate plan's field across the visible weeks. Memoised, and so are its week chunks: a key move
 * re-renders the one chunk whose active cell or selection changed.
 */
export const FieldRow = memo(function FieldRow(props: FieldRowProps) {
  const {
    displayIndex,
    top,
    height,
    width,
    series,
    field,
    planFirst,
    chunkStart,
    chunkEnd,
    days,
    activeCol,
    selLeft,
    selRight,
    editor,
    text,
  } = props;
  const chunks: ReactNode[] = [];
  const indexes: number[] = [];
  for (let c = chunkStart; c <= chunkEnd; c++) indexes.push(c);
  if (props.extraChunk >= 0) indexes.push(props.extraChunk);
  for (const c of indexes) {
    const from = c * CHUNK_DAYS;
    const to = Math.min(days.count - 1, from + CHUNK_DAYS - 1);
    const hit = selLeft !== -1 && selLeft <= to && selRight >= from;
    chunks.push(
      <CellChunk
        key={c}
        idPrefix={props.idPrefix}
        series={series}
        field={field}
        dataRow={props.dataRow}
        days={days}
        dayClasses={props.dayClasses}
        pending={props.pending}
        closedPending={props.closedPending}
        rowReadOnly={props.rowReadOnly}
        editorHandlers={props.editorHandlers}
        text={text}
        formatNumber={props.formatNumber}
        from={from}
        to={to}
        activeCol={activeCol >= from && activeCol <= to ? activeCol : -1}
        selLeft={hit ? Math.max(selLeft, from) : -1}
        selRight={hit ? Math.min(selRight, to) : -1}
        editor={editor !== null && editor.col >= from && editor.col <= to ? editor : null}
      />,
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={displayIndex + 2}
      className={planFirst ? `${s.row} ${s.planFirstRow}` : s.row}
      style={{ transform: `translateY(${top}px)`, height, width, zIndex: editor !== null ? 1 : undefined }}
    >
      <div role="rowheader" aria-colindex={1} className={s.rowHeader}>
        <span className={s.planName} aria-hidden={!planFirst || undefined} title={series.ratePlanName}>
          {planFirst ? series.ratePlanName : ''}
        </span>
        <span className={s.fieldName}>
          <span className={visuallyHidden}>
            {planFirst ? '' : series.ratePlanName}
            {', '}
          </span>
          {text.field[field]}
        </span>
      </div>
      {chunks}
    </div>
  );
});

interface RoomRowProps {
  displayIndex: number;
  top: number;
  height: number;
  width: number;
  roomName: string;
  colCount: number;
}

export const RoomRow = memo(function RoomRow({
  displayIndex,
  top,
  height,
  width,
  roomName,
  colCount,
}: RoomRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={displayIndex + 2}
      className={`${s.row} ${s.roomRow}`}
      style={{ transform: `translateY(${top}px)`, height, width }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        aria-colspan={colCount}
        className={`${s.rowHeader} ${s.roomHeader}`}
      >
        {roomName}
      </div>
    </div>
  );
});
