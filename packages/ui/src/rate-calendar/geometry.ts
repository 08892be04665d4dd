/** Fixed geometry: the virtualisers and the scroll-into-view math rely on these numbers. */
export const COL_WIDTH = 84;
export const ROW_HEADER_WIDTH = 288;
export const HEADER_HEIGHT = 52;
export const FIELD_ROW_HEIGHT = 32;
export const ROOM_ROW_HEIGHT = 36;

export interface GridGeometry {
  col: number;
  rowHeader: number;
  fieldRow: number;
  /** The first row of a rate plan (it also carries the plan's name). */
  planFirstRow: number;
  roomRow: number;
  compact: boolean;
}
export const REGULAR_GEOMETRY: GridGeometry = {
  col: COL_WIDTH,
  rowHeader: ROW_HEADER_WIDTH,
  fieldRow: FIELD_ROW_HEIGHT,
  planFirstRow: FIELD_ROW_HEIGHT,
  roomRow: ROOM_ROW_HEIGHT,
  compact: false,
};
/**
 * Phones: a week beside the row labels on a 360 px wide screen (110 + 7 × 35 = 355 px; rates are written short,
 * `550 rb`), labels wrapped rather than cut (a plan's first row is taller: it carries the plan's name), rows
 * tall enough to tap (44 px, WCAG 2.5.5).
 */
export const COMPACT_GEOMETRY: GridGeometry = {
  col: 35,
  rowHeader: 110,
  fieldRow: 44,
  planFirstRow: 84,
  roomRow: 40,
  compact: true,
};
