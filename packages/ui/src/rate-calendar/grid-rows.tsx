import type { VirtualItem } from '@tanstack/react-virtual';
import { CHUNK_DAYS, FieldRow, RoomRow, type EditorHandlers, type EditorState } from './calendar-row.js';
import type { DayTable } from './dates.js';
import { formatRateNumber, plainNumber } from './format.js';
import { HeaderChunk } from './header-chunk.js';
import type { RateCalendarText } from './labels.js';
import { ROW_KIND_ROOM } from './layout.js';
import type { PendingState } from './pending.js';
import type { RejectedCells } from './use-pending-edits.js';
import * as c from './compact.css.js';
import * as s from './rate-calendar.css.js';
import type { GridGeometry } from './geometry.js';
import { isSingleCell, selectionRange, type GridSelection } from './selection.js';
import {
  isChoiceField,
  isRateField,
  isRowReadOnly,
  type RateCalendarChoices,
  type RateCalendarSeries,
  type RateCalendarValue,
} from './types.js';
import type { GridShape } from './use-grid-shape.js';

const EMPTY_FIELDS_ROW = new Map<number, RateCalendarValue>();

interface GridHeaderRowProps {
  days: DayTable;
  chunks: readonly VirtualItem[];
  chunkStart: number;
  /** Horizontal scroll offset: the corner names the month of the first day in view. */
  scrollLeft: number;
  width: number;
  geometry: GridGeometry;
  text: RateCalendarText;
}

/** The column header row: the corner (month in view, keyboard hint), then the days of the chunks in view. */
export function GridHeaderRow(props: GridHeaderRowProps) {
  const { days, chunks, chunkStart, scrollLeft, width, geometry, text } = props;
  const dayCount = days.count;
  const firstVisible = Math.max(0, Math.min(dayCount - 1, Math.floor(scrollLeft / geometry.col) + 1));
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className={s.headerRow} style={{ width }}>
        <div
          role="columnheader"
          aria-colindex={1}
          className={geometry.compact ? `${s.corner} ${c.cornerCompact}` : s.corner}
        >
          <span className={s.cornerMonth}>
            {dayCount > 0 ? text.monthYear(days.year[firstVisible]!, days.month[firstVisible]!) : ''}
          </span>
          <span className={s.cornerHint}>{text.t('ui.rateCalendar.keyboardHint')}</span>
        </div>
        {chunks.map((c) => (
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
  );
}

interface GridBodyProps {
  idPrefix: string;
  rows: readonly VirtualItem[];
  width: number;
  series: readonly RateCalendarSeries[];
  shape: GridShape;
  choices: RateCalendarChoices | undefined;
  geometry: GridGeometry;
  chunkStart: number;
  chunkEnd: number;
  extraChunk: number;
  selection: GridSelection;
  /** The active item is the focus row's restrictions toggle. */
  toggleActive: boolean;
  pending: PendingState;
  /** Cells a paste could not fill, by row key and day. */
  rejected: RejectedCells;
  readOnly: boolean;
  editor: EditorState | null;
  editorHandlers: EditorHandlers;
  text: RateCalendarText;
  formatRate: (value: number) => string;
}

/** The rows in view: a header row per room, then the field rows of its rate plans. */
export function GridBody(props: GridBodyProps) {
  const { idPrefix, rows, width, series, shape, choices, geometry, selection, toggleActive, pending } = props;
  const { readOnly, editor, editorHandlers, text, formatRate } = props;
  const { layout, fields, fieldCount, mainCount, hasRestrictions, isExpanded, days, dayClasses } = shape;
  const range = selectionRange(selection);
  const closeOutIndex = fields.indexOf('closeOut');
  return (
    <div role="rowgroup">
      {rows.map((v) => {
        const i = v.index;
        const top = v.start;
        if (layout.kind[i] === ROW_KIND_ROOM) {
          return (
            <RoomRow
              key={`room-${i}`}
              displayIndex={i}
              top={top}
              height={v.size}
              width={width}
              roomName={series[layout.ref[i]!]!.roomName}
              colCount={days.count + 1}
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
            width={width}
            series={plan}
            seriesIndex={seriesIndex}
            field={field}
            dataRow={dataRow}
            planFirst={fieldIndex === 0}
            restriction={fieldIndex >= mainCount}
            restrictionsShown={fieldIndex === 0 && hasRestrictions ? isExpanded(plan) : undefined}
            onToggleRestrictions={shape.toggleRestrictions}
            geometry={geometry}
            choices={isChoiceField(field) ? choices?.[field] : undefined}
            chunkStart={props.chunkStart}
            chunkEnd={props.chunkEnd}
            extraChunk={props.extraChunk}
            days={days}
            dayClasses={dayClasses}
            activeCol={selection.focus.row === dataRow && !toggleActive ? selection.focus.col : -1}
            toggleActive={toggleActive && selection.focus.row === dataRow}
            selLeft={inRange && !isSingleCell(selection) ? range.left : -1}
            selRight={inRange && !isSingleCell(selection) ? range.right : -1}
            pending={pending.rows.get(key)}
            rejected={props.rejected.get(key)}
            closeOutPending={
              closeOutIndex >= 0
                ? (pending.rows.get(seriesIndex * fieldCount + closeOutIndex) ?? EMPTY_FIELDS_ROW)
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
  );
}
