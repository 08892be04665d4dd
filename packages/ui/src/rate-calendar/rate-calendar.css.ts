import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

import {
  COL_WIDTH,
  COMPACT_GEOMETRY,
  FIELD_ROW_HEIGHT,
  HEADER_HEIGHT,
  ROW_HEADER_WIDTH,
} from './geometry.js';

const colWidth = createVar();
const rowHeaderWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  // Never wider than its container: the days scroll inside. `min-width: 0` lets a flex or grid item shrink,
  // and inline-size containment keeps the canvas (thousands of px wide) out of the min-content width of
  // every ancestor, so a grid or flex parent without `min-width: 0` is not widened either.
  minWidth: 0,
  width: '100%',
  contain: 'inline-size',
});

export const frame = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation['1'],
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const scroller = style({
  vars: { [colWidth]: `${COL_WIDTH}px`, [rowHeaderWidth]: `${ROW_HEADER_WIDTH}px` },
  position: 'relative',
  overflow: 'auto',
  outline: 'none',
  overscrollBehavior: 'contain',
});

export const scrollerCompact = style({
  vars: {
    [colWidth]: `${COMPACT_GEOMETRY.col}px`,
    [rowHeaderWidth]: `${COMPACT_GEOMETRY.rowHeader}px`,
  },
  fontSize: vars.fontSize.sm,
});

export const canvas = style({ position: 'relative' });

export const headerRow = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  height: `${HEADER_HEIGHT}px`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  boxSizing: 'border-box',
});

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 4,
  width: rowHeaderWidth,
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const cornerMonth = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

/** At most two lines under the month, so the 52 px header never cuts a line in half. */
export const cornerHint = style({
  fontSize: vars.fontSize.xs,
  lineHeight: 1.2,
  color: vars.color.textSubtle,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const dayHeader = style({
  position: 'absolute',
  top: 0,
  width: colWidth,
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1px',
  borderRight: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1.15,
});

export const dayHeaderMonth = style({
  fontSize: '10px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.accentSoftText,
});

export const dayHeaderNumber = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const dayHeaderToday = style({
  boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
  color: vars.color.accentSoftText,
});

export const holidayDot = style({
  display: 'inline-block',
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  background: vars.color.danger,
  marginLeft: '3px',
  verticalAlign: 'middle',
});

export const row = style({
  position: 'absolute',
  left: 0,
  top: 0,
  display: 'flex',
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  // Rows and cells have fixed sizes: containment keeps a new week's layout and paint from touching the rest
  // (strict = size, layout, paint and style; the sticky row header still sticks to the scroller).
  contain: 'strict',
});
/** The row being edited lets the editor's error message overflow below it. */
export const rowEditing = style({ contain: 'layout style' });

export const roomRow = style({ background: vars.color.surfaceMuted });

export const planFirstRow = style({ borderTop: `1px solid ${vars.color.borderStrong}` });

export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  width: rowHeaderWidth,
  flex: 'none',
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const roomHeader = style({
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const planName = style({
  width: '150px',
  flex: 'none',
  padding: `0 ${vars.space['2']} 0 ${vars.space['4']}`,
  boxSizing: 'border-box',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const fieldName = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space['2']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/**
 * Desktop rows are 32 px: a long field name ("Tutup untuk keberangkatan") takes a second line instead of being
 * cut off after a few letters.
 */
export const fieldNameWrap = style({
  whiteSpace: 'normal',
  lineHeight: 1.15,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const cell = style({
  position: 'absolute',
  top: 0,
  width: colWidth,
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  padding: `0 ${vars.space['2']}`,
  borderRight: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'cell',
  userSelect: 'none',
  contain: 'strict',
});

export const cellCenter = style({ justifyContent: 'center' });
export const cellWeekend = style({ background: '#f4f6fb' });
export const cellHoliday = style({ background: '#fdf1f0' });
export const cellPast = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textSubtle,
  cursor: 'not-allowed',
});
export const cellDisabled = style({
  color: vars.color.textSubtle,
  cursor: 'not-allowed',
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.surfaceSunken} 6px 8px)`,
});
export const cellClosedDay = style({ background: '#fbeceb' });
export const cellReadOnlyField = style({ color: vars.color.textMuted, cursor: 'default' });
export const cellSelected = style({ background: '#dce8fb' });
export const cellActive = style({
  boxShadow: `inset 0 0 0 2px ${vars.color.accent}`,
  zIndex: 1,
});
export const cellPending = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warningText,
  backgroundImage: `linear-gradient(225deg, ${vars.color.warning} 0 6px, transparent 6px)`,
});
/**
 * A cell a paste could not fill: a dashed red frame and a corner mark (not colour alone), until it gets a
 * value. The reason is the cell's title and is listed in the status line above the grid.
 */
export const cellRejected = style({
  backgroundColor: vars.color.dangerSoft,
  boxShadow: `inset 0 0 0 2px ${vars.color.danger}`,
  outline: `2px dashed ${vars.color.surface}`,
  outlineOffset: '-4px',
  backgroundImage: `linear-gradient(135deg, ${vars.color.danger} 0 7px, transparent 7px)`,
});
export const cellEditing = style({ overflow: 'visible', zIndex: 4, contain: 'none' });
export const empty = style({ color: vars.color.textSubtle });
/**
 * An unset cell: no child nodes at all (the cell's aria-label says "not set"); the dash is generated content
 * with empty alternative text, so screen readers do not read it.
 */
export const cellEmpty = style({
  '::before': { content: '"–" / ""', color: vars.color.textSubtle },
});
export const cellChoice = style({
  justifyContent: 'flex-start',
  fontSize: vars.fontSize.xs,
  textOverflow: 'ellipsis',
});
export const choiceEditor = style({ textAlign: 'left', paddingRight: 0 });
export const restrictionRow = style({ background: vars.color.surfaceMuted });
export const restrictionToggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginLeft: vars.space['1'],
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-expanded="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
  },
});
/** The toggle is the grid's active item: the same ring as the active cell, visible while the grid has focus. */
export const restrictionToggleActive = style({
  boxShadow: `0 0 0 2px ${vars.color.accent}`,
  borderColor: vars.color.accent,
  color: vars.color.accent,
});
export const headerLine = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const editor = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.accent}`,
  borderRadius: 0,
  padding: `0 ${vars.space['2']}`,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'right',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const editorError = style({
  position: 'absolute',
  zIndex: 5,
  top: `${FIELD_ROW_HEIGHT}px`,
  left: 0,
  minWidth: '200px',
  maxWidth: '280px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerText,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'normal',
  boxShadow: vars.elevation['2'],
  pointerEvents: 'none',
});

// The grid's states (status line, loading overlay, skeleton, empty) are in states.css.ts.
export * from './states.css.js';
