import { memo, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DAY_DISABLED, DAY_PAST, type DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import { readValue } from './pending.js';
import type { GridGeometry } from './geometry.js';
import { renderValue } from './cell-value.js';
import * as c from './compact.css.js';
import * as s from './rate-calendar.css.js';
import {
  isChoiceField,
  isFlagField,
  type RateCalendarChoice,
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

type EditorElement = HTMLInputElement | HTMLSelectElement;

export interface EditorHandlers {
  onChange: (event: ChangeEvent<EditorElement>) => void;
  onKeyDown: (event: KeyboardEvent<EditorElement>) => void;
  onBlur: (event: FocusEvent<EditorElement>) => void;
  onFocus: (event: FocusEvent<EditorElement>) => void;
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
  /** Cells of this row a paste could not fill, by day, with the reason: marked until they get a value. */
  rejected: ReadonlyMap<number, string> | undefined;
  /** Pending close-out edits of the same rate plan (closed-out days are tinted on every row of the plan). */
  closeOutPending: ReadonlyMap<number, RateCalendarValue> | undefined;
  rowReadOnly: boolean;
  editorHandlers: EditorHandlers;
  text: RateCalendarText;
  formatNumber: (field: RateCalendarField, value: number) => string;
  /** The options of a choice field. */
  choices: readonly RateCalendarChoice[] | undefined;
  geometry: GridGeometry;
}

interface FieldRowProps extends CellStyleProps {
  seriesIndex: number;
  /** A restriction row (shown only while the plan's restrictions are expanded). */
  restriction: boolean;
  /** On a plan's first row when the plan has restriction rows: whether they are shown. */
  restrictionsShown: boolean | undefined;
  onToggleRestrictions: (seriesIndex: number) => void;
  /** The toggle is the grid's active item (aria-activedescendant): it shows the focus ring. */
  toggleActive: boolean;
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
    rejected,
    closeOutPending,
    rowReadOnly,
    editorHandlers,
    text,
    from,
    to,
    activeCol,
    selLeft,
    selRight,
    editor,
    geometry,
  } = props;
  const flag = isFlagField(field);
  const choice = isChoiceField(field);
  const cells: ReactNode[] = [];
  const closeOutValues = series.closeOut;
  for (let col = from; col <= to; col++) {
    const pendingValue = pending?.get(col);
    const value = pendingValue !== undefined ? pendingValue : readValue(series, field, col);
    const dayReadOnly = (days.flags[col]! & (DAY_PAST | DAY_DISABLED)) !== 0;
    const closeOutPendingValue = closeOutPending?.get(col);
    const closedOut =
      closeOutPendingValue !== undefined ? closeOutPendingValue === true : Boolean(closeOutValues?.[col]);
    let className = `${s.cell} ${dayClasses[col]}`;
    if (flag) className += ` ${s.cellCenter}`;
    else if (choice) className += ` ${s.cellChoice}`;
    if (closedOut && field !== 'closeOut' && !dayReadOnly) className += ` ${s.cellClosedDay}`;
    if (rowReadOnly) className += ` ${s.cellReadOnlyField}`;
    const selected = col >= selLeft && col <= selRight;
    if (selected) className += ` ${s.cellSelected}`;
    if (col === activeCol) className += ` ${s.cellActive}`;
    if (pendingValue !== undefined) className += ` ${s.cellPending}`;
    const refusal = rejected?.get(col);
    if (refusal !== undefined) className += ` ${s.cellRejected}`;
    const editing = editor !== null && editor.col === col;
    if (editing) className += ` ${s.cellEditing}`;
    const cellId = `${idPrefix}-${dataRow}-${col}`;
    const shown = editing ? null : renderValue(field, value, props);
    if (shown?.label !== undefined) className += ` ${s.cellEmpty}`;
    // What the cell's editor (a select for choices, else an input) gets either way.
    const editorProps = editing
      ? {
          ...editorHandlers,
          autoFocus: true,
          value: editor.draft,
          'aria-label': `${series.roomName}, ${series.ratePlanName}, ${text.field(field)}, ${text.fullDate(days.iso[col]!)}`,
          'aria-invalid': editor.error !== null,
          'aria-describedby': editor.error !== null ? `${cellId}-error` : undefined,
        }
      : null;
    cells.push(
      <div
        key={col}
        id={cellId}
        role="gridcell"
        aria-colindex={col + 2}
        aria-selected={selected}
        aria-readonly={rowReadOnly || dayReadOnly || undefined}
        aria-label={shown?.label}
        aria-invalid={refusal !== undefined || undefined}
        title={refusal}
        data-r={dataRow}
        data-c={col}
        className={className}
        style={{ left: geometry.rowHeader + col * geometry.col }}
      >
        {editing ? (
          <>
            {choice ? (
              <select {...editorProps} className={`${s.editor} ${s.choiceEditor}`}>
                <option value="">{text.asRatePlan}</option>
                {(props.choices ?? []).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...editorProps} className={s.editor} inputMode={flag ? 'text' : 'numeric'} />
            )}
            {editor.error !== null ? (
              <span id={`${cellId}-error`} role="alert" className={s.editorError}>
                {editor.error}
              </span>
            ) : null}
          </>
        ) : (
          shown!.content
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
    geometry,
    restrictionsShown,
  } = props;
  const chunks: ReactNode[] = [];
  const last = props.extraChunk >= 0 ? chunkEnd + 1 : chunkEnd;
  for (let i = chunkStart; i <= last; i++) {
    const c = i > chunkEnd ? props.extraChunk : i;
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
        rejected={props.rejected}
        closeOutPending={props.closeOutPending}
        rowReadOnly={props.rowReadOnly}
        editorHandlers={props.editorHandlers}
        text={text}
        formatNumber={props.formatNumber}
        choices={props.choices}
        geometry={geometry}
        from={from}
        to={to}
        activeCol={activeCol >= from && activeCol <= to ? activeCol : -1}
        selLeft={hit ? Math.max(selLeft, from) : -1}
        selRight={hit ? Math.min(selRight, to) : -1}
        editor={editor !== null && editor.col >= from && editor.col <= to ? editor : null}
      />,
    );
  }
  let className = s.row;
  if (planFirst) className += ` ${s.planFirstRow}`;
  if (props.restriction) className += ` ${s.restrictionRow}`;
  if (editor !== null) className += ` ${s.rowEditing}`;
  const toggle =
    restrictionsShown !== undefined ? (
      // Not a tab stop of its own: the grid is one tab stop and reaches the toggle with ArrowLeft from the first
      // day (aria-activedescendant), where Enter or Space toggles it.
      <button
        type="button"
        id={`${props.idPrefix}-toggle-${props.dataRow}`}
        tabIndex={-1}
        className={
          props.toggleActive ? `${s.restrictionToggle} ${s.restrictionToggleActive}` : s.restrictionToggle
        }
        aria-expanded={restrictionsShown}
        aria-label={text.restrictionsOf(series.ratePlanName, restrictionsShown)}
        title={text.restrictionsOf(series.ratePlanName, restrictionsShown)}
        // Keep the focus on the grid (its active cell) while toggling with the mouse.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => props.onToggleRestrictions(props.seriesIndex)}
      >
        <span aria-hidden="true">{restrictionsShown ? '−' : '+'}</span>
      </button>
    ) : null;
  const fieldName = (
    <span className={`${s.fieldName} ${s.fieldNameWrap}`} title={text.field(field)}>
      <span className={visuallyHidden}>
        {planFirst ? '' : series.ratePlanName}
        {', '}
      </span>
      {text.field(field)}
    </span>
  );
  return (
    <div
      role="row"
      aria-rowindex={displayIndex + 2}
      className={className}
      style={{ transform: `translateY(${top}px)`, height, width, zIndex: editor !== null ? 1 : undefined }}
    >
      {geometry.compact ? (
        <div role="rowheader" aria-colindex={1} className={`${s.rowHeader} ${c.rowHeaderCompact}`}>
          {planFirst ? (
            <span className={`${s.planName} ${c.planNameCompact}`} title={series.ratePlanName}>
              {series.ratePlanName}
            </span>
          ) : null}
          <span className={s.headerLine}>
            {fieldName}
            {toggle}
          </span>
        </div>
      ) : (
        <div role="rowheader" aria-colindex={1} className={s.rowHeader}>
          <span className={s.planName} aria-hidden={!planFirst || undefined} title={series.ratePlanName}>
            {planFirst ? series.ratePlanName : ''}
          </span>
          {fieldName}
          {toggle}
        </div>
      )}
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
