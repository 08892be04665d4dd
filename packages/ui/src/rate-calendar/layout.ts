import type { RateCalendarField, RateCalendarSeries } from './types.js';

export const ROW_KIND_ROOM = 0;
export const ROW_KIND_FIELD = 1;

/**
 * The vertical layout of the grid: a header row per room, then one row per rate plan and visible field.
 * Data rows (the editable ones, numbered 0.. in display order without the room rows) are what selection and
 * the keyboard move over. A data row's *key* (`seriesIndex * fields.length + fieldIndex`) stays the same when
 * a rate plan's restriction rows are shown or hidden, so pending edits are kept by key.
 */
export interface GridLayout {
  /** Display rows, room rows included. */
  count: number;
  kind: Uint8Array;
  /** Room rows: the series index of the room's first rate plan. Field rows: the data row. */
  ref: Int32Array;
  /** Top offset of each display row (without the column header) and its height. */
  top: Float64Array;
  height: Float64Array;
  totalHeight: number;
  dataRowCount: number;
  dataRowToDisplay: Int32Array;
  /** Every field a rate plan can show (main fields, then restriction fields). */
  fields: readonly RateCalendarField[];
  /** Per data row: its series, its field (index into `fields`) and its key. */
  rowSeries: Int32Array;
  rowField: Int32Array;
  rowKey: Int32Array;
  /** Per key: the data row showing it, or -1 when hidden. */
  keyToRow: Int32Array;
}

export function buildLayout(
  series: readonly RateCalendarSeries[],
  fields: readonly RateCalendarField[],
  heights: { room: number; field: number; planFirst?: number },
  /** How many of `fields` a series shows (all of them when expanded, the main ones otherwise). */
  visibleCount: (seriesIndex: number) => number = () => fields.length,
): GridLayout {
  const fieldCount = fields.length;
  let rooms = 0;
  let dataRowCount = 0;
  for (let s = 0; s < series.length; s++) {
    if (s === 0 || series[s]!.roomId !== series[s - 1]!.roomId) rooms++;
    dataRowCount += Math.min(fieldCount, visibleCount(s));
  }
  const count = rooms + dataRowCount;
  const kind = new Uint8Array(count);
  const ref = new Int32Array(count);
  const top = new Float64Array(count);
  const height = new Float64Array(count);
  const dataRowToDisplay = new Int32Array(dataRowCount);
  const rowSeries = new Int32Array(dataRowCount);
  const rowField = new Int32Array(dataRowCount);
  const rowKey = new Int32Array(dataRowCount);
  const keyToRow = new Int32Array(series.length * fieldCount).fill(-1);
  let i = 0;
  let y = 0;
  let dataRow = 0;
  for (let s = 0; s < series.length; s++) {
    if (s === 0 || series[s]!.roomId !== series[s - 1]!.roomId) {
      kind[i] = ROW_KIND_ROOM;
      ref[i] = s;
      top[i] = y;
      height[i] = heights.room;
      y += heights.room;
      i++;
    }
    const visible = Math.min(fieldCount, visibleCount(s));
    for (let f = 0; f < visible; f++) {
      kind[i] = ROW_KIND_FIELD;
      ref[i] = dataRow;
      top[i] = y;
      const rowHeight = f === 0 ? (heights.planFirst ?? heights.field) : heights.field;
      height[i] = rowHeight;
      dataRowToDisplay[dataRow] = i;
      rowSeries[dataRow] = s;
      rowField[dataRow] = f;
      rowKey[dataRow] = s * fieldCount + f;
      keyToRow[s * fieldCount + f] = dataRow;
      y += rowHeight;
      i++;
      dataRow++;
    }
  }
  return {
    count,
    kind,
    ref,
    top,
    height,
    totalHeight: y,
    dataRowCount,
    dataRowToDisplay,
    fields,
    rowSeries,
    rowField,
    rowKey,
    keyToRow,
  };
}

export function dataRowAddress(
  layout: GridLayout,
  dataRow: number,
): { seriesIndex: number; fieldIndex: number } {
  return { seriesIndex: layout.rowSeries[dataRow]!, fieldIndex: layout.rowField[dataRow]! };
}

/** The stable key of a series' field (pending edits are stored by key). */
export function rowKeyOf(layout: GridLayout, seriesIndex: number, fieldIndex: number): number {
  return seriesIndex * layout.fields.length + fieldIndex;
}
