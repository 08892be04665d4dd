import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';
import { narrowTable, stackedTable, table } from '../components/stacked-table.css';

/** The list table's parts (shared/components/stacked-table), for the tables not (yet) written with it. */
export { nameCell, table, tableWrap, td, th } from '../components/stacked-table.css';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/**
 * One row of tabs. On a phone it scrolls sideways (the current tab is scrolled into view) instead of wrapping
 * into rows of tabs whose underline no longer reads as one strip.
 */
export const subNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 640px)': {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      overscrollBehaviorX: 'contain',
    },
  },
});

const subNavBase = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  flex: 'none',
} as const;

export const subNavLink = style({ ...subNavBase, ':hover': { color: vars.color.text } });
export const subNavActive = style({
  ...subNavBase,
  color: vars.color.accent,
  borderBottomColor: vars.color.accent,
});

/** Secondary lines under a name (dates, a note): regular weight, so the name stays the row's title. */
export const small = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  marginTop: vars.space['1'],
});

export const rowActions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'nowrap' });

export const actionLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.accentSoft },
});

/** A button that reads as a row's link (a booking id that opens the booking's detail). */
export const actionButton = style([
  actionLink,
  { border: 0, background: 'none', cursor: 'pointer', padding: 0, font: 'inherit', textAlign: 'left' },
]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const chip = style({
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  borderRadius: '999px',
  padding: `2px ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const formLayout = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  padding: 0,
  margin: 0,
});

/** A part of a section under its own h3 (e.g. a unit's imported calendars, add form, export link). */
export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const subsectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  margin: 0,
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space['4'],
  alignItems: 'start',
});

/** A checkbox among the fields of a fieldGrid: on the line of the inputs beside it, not of their labels. */
export const gridCheck = style({
  alignSelf: 'end',
  minHeight: vars.size.controlMd,
  display: 'flex',
  alignItems: 'center',
});

export const checkGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['2'],
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const groupLabel = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  padding: 0,
});
/** The required mark of a group's legend, as the form fields of @extranet/ui show it. */
export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' });
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm });

export const stickyActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} 0`,
  background: vars.color.bg,
  borderTop: `1px solid ${vars.color.border}`,
  zIndex: 1,
});

export const inlineRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.6fr) auto',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  gap: vars.space['3'],
  // Top-aligned, so a field's help or error text below it does not push the other fields' labels out of line.
  alignItems: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

/** The action at the end of an `inlineRow`, level with the fields' inputs (below their labels). */
export const inlineRowAction = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space['1']})`,
  '@media': { 'screen and (max-width: 640px)': { marginTop: 0 } },
});

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
});

export const losRow = style([
  inlineRow,
  {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr) auto',
    // Its labels are visually hidden: inputs and the remove button line up at the bottom.
    alignItems: 'end',
    '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const dangerAction = style([
  actionLink,
  {
    color: vars.color.dangerText,
    background: 'none',
    border: 0,
    cursor: 'pointer',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    ':hover': { background: vars.color.dangerSoft },
  },
]);

export const losHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr) auto',
  gap: vars.space['3'],
  padding: `0 ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const compactTable = style([table, { minWidth: 0 }]);

// A long rate plan name in a chip wraps inside a phone's card instead of running past its edge.
globalStyle(`${stackedTable} ${chip}`, {
  '@container': {
    [narrowTable]: { whiteSpace: 'normal', overflowWrap: 'anywhere', borderRadius: vars.radius.md },
  },
});
