import type { RateCalendarField, RateCalendarSeries } from './types.js';

export const ROW_KIND_ROOM = 0;
export const ROW_KIND_FIELD = 1;

/**
 * The vertical layout of the grid: a header row per room, then one row per rate plan and field. Data rows
 * (the editable ones) are numbered `seriesIndex * fields.length + fieldIndex`, so a data row maps back to its
 * series and field with one division, and selection math never sees the room rows.
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
  fields: readonly RateCalendarField[];
}

export function buildLayout(
  series: readonly RateCalendarSeries[],
  fields: readonly RateCalendarField[],
  heights: { room: number; field: number },
): GridLayout {
  const fieldCount = fields.length;
  let rooms = 0;
  for (let s = 0; s < series.length; s++) if (s === 0 || series[s]!.roomId !== series[s - 1]!.roomId) rooms++;
  const dataRowCount = series.length * fieldCount;
  const count = rooms + dataRowCount;
  const kind = new Uint8Array(count);
  const ref = new Int32Array(count);
  const top = new Float64Array(count);
  const height = new Float64Array(count);
  const dataRowToDisplay = new Int32Array(dataRowCount);
  let i = 0;
  let y = 0;
  for (let s = 0; s < series.length; s++) {
    if (s === 0 || series[s]!.roomId !== series[s - 1]!.roomId) {
      kind[i] = ROW_KIND_ROOM;
      ref[i] = s;
      top[i] = y;
      height[i] = heights.room;
      y += heights.room;
      i++;
    }
    for (let f = 0; f < fieldCount; f++) {
      const dataRow = s * fieldCount + f;
      kind[i] = ROW_KIND_FIELD;
      ref[i] = dataRow;
      top[i] = y;
      height[i] = heights.field;
      dataRowToDisplay[dataRow] = i;
      y += heights.field;
      i++;
    }
  }
  return { count, kind, ref, top, height, totalHeight: y, dataRowCount, dataRowToDisplay, fields };
}

export function dataRowAddress(
  layout: GridLayout,
  dataRow: number,
): { seriesIndex: number; fieldIndex: number } {
  const n = layout.fields.length;
  return { seriesIndex: Math.floor(dataRow / n), fieldIndex: dataRow % n };
}
