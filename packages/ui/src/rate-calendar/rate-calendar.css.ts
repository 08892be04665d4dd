import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

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
  roomRow: number;
  compact: boolean;
}
export const REGULAR_GEOMETRY: GridGeometry = {
  col: COL_WIDTH,
  rowHeader: ROW_HEADER_WIDTH,
  fieldRow: FIELD_ROW_HEIGHT,
  roomRow: ROOM_ROW_HEIGHT,
  compact: false,
};
/** Phones: a narrow sticky row header and rows tall enough to tap (44 px, WCAG 2.5.5). */
export const COMPACT_GEOMETRY: GridGeometry = {
  col: 76,
  rowHeader: 116,
  fieldRow: 44,
  roomRow: 40,
  compact: true,
};
const colWidth = createVar();
const rowHeaderWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '3px',
  border: `1px solid ${vars.color.border}`,
});

/** Wraps on a phone (the count above the buttons) instead of pushing "Review and save" off the screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginLeft: 'auto',
  minWidth: 0,
});

export const pendingCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
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
export const rowHeaderCompact = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'center',
  gap: '1px',
  lineHeight: 1.2,
});
globalStyle(`${rowHeaderCompact} > span`, { flex: 'none' });
globalStyle(`${rowHeaderCompact} button`, { width: '22px', height: '22px' });
/** Phones: the corner shows the month only. */
export const cornerCompact = style({ padding: `0 ${vars.space['2']}` });
globalStyle(`${cornerCompact} > span:last-child`, { display: 'none' });
globalStyle(`${cornerCompact} > span:first-child`, { fontSize: vars.fontSize.sm });
export const planNameCompact = style({
  width: 'auto',
  padding: `0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
});
export const headerLine = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const pill = style({
  display: 'inline-block',
  padding: '1px 6px',
  borderRadius: vars.radius.full,
  fontSize: '11px',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
});
export const pillClosed = style({ background: vars.color.dangerSoft, color: vars.color.dangerText });
export const pillOpen = style({ color: vars.color.successText, fontWeight: vars.fontWeight.medium });
export const pillRestriction = style({ background: vars.color.warningSoft, color: vars.color.warningText });

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

export const status = style({ minHeight: '20px', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  background: 'rgba(255, 255, 255, 0.72)',
  color: vars.color.textMuted,
});

export const skeletonRow = style({
  height: '14px',
  margin: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['10'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const dialogBody = style({ overflow: 'auto', maxHeight: '55vh' });

export const changesTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${changesTable} th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${changesTable} td`, {
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const before = style({ color: vars.color.textSubtle, textDecoration: 'line-through' });
export const after = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.warningText });

/**
 * On a phone the seven columns do not fit: each change becomes a small card (room and rate plan, field, date,
 * then "before → after"), with its remove button at the top right.
 */
const phone = 'screen and (max-width: 600px)';
globalStyle(`${changesTable} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${changesTable} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${changesTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
      gridTemplateAreas:
        '"room room room remove" "plan plan plan remove" "field field field field" "date date date date" "before after . ."',
      columnGap: vars.space['2'],
      padding: `${vars.space['2']} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${changesTable} tbody td`, { '@media': { [phone]: { padding: 0, border: 0 } } });
const areas = ['room', 'plan', 'field', 'date', 'before', 'after', 'remove'];
areas.forEach((area, i) => {
  globalStyle(`${changesTable} tbody td:nth-child(${i + 1})`, {
    '@media': { [phone]: { gridArea: area } },
  });
});
globalStyle(`${changesTable} tbody td:nth-child(-n + 2)`, {
  '@media': { [phone]: { fontWeight: vars.fontWeight.semibold } },
});
globalStyle(`${changesTable} tbody td:nth-child(3), ${changesTable} tbody td:nth-child(4)`, {
  '@media': { [phone]: { color: vars.color.textMuted } },
});
globalStyle(`${after}::before`, {
  '@media': { [phone]: { content: '"→ " / ""', color: vars.color.textSubtle, fontWeight: 'normal' } },
});

export const saveError = style({
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const removeButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  padding: vars.space['1'],
  display: 'inline-flex',
  selectors: {
    '&:hover': { color: vars.color.dangerText, background: vars.color.dangerSoft },
    '&:focus-visible': focusRing,
  },
});
