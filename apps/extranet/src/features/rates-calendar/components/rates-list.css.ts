import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 720px)';

/** Date | rate | allotment | sold | remaining | status | stay. */
const columns =
  'minmax(220px, 1.6fr) minmax(120px, 1fr) repeat(3, minmax(80px, 0.6fr)) minmax(150px, 1fr) minmax(120px, 0.9fr)';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  '@media': {
    [phone]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: vars.space['3'],
      gap: vars.space['2'],
    },
  },
});

export const toggles = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['6']}`,
});

export const listCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  minWidth: 0,
});

export const scroller = style({
  height: 'min(640px, calc(100vh - 260px))',
  minHeight: '360px',
  overflow: 'auto',
  position: 'relative',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
  '@media': { [phone]: { height: 'calc(100vh - 200px)' } },
});

export const headRow = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'grid',
  gridTemplateColumns: columns,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { display: 'none' } },
});

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const body = style({ position: 'relative', width: '100%' });

export const item = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const monthRow = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[data-weekend="true"]': { background: vars.color.surfaceMuted },
    '&[data-today="true"]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-within': { background: vars.color.accentSoft },
  },
  '@media': {
    [phone]: {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"date rate" "figures status" "stay stay"',
      rowGap: vars.space['1'],
      padding: `${vars.space['2']} 0`,
    },
  },
});

export const pastRow = style({ color: vars.color.textMuted });

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  minWidth: 0,
  '@media': { [phone]: { padding: `0 ${vars.space['3']}` } },
});

export const dateCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  '@media': { [phone]: { gridArea: 'date' } },
});
export const rateCell = style({
  '@media': { [phone]: { gridArea: 'rate', fontWeight: vars.fontWeight.semibold } },
});
export const statusCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  alignItems: 'center',
  '@media': { [phone]: { gridArea: 'status', justifyContent: 'flex-end' } },
});
export const stayCell = style({
  '@media': { [phone]: { gridArea: 'stay', color: vars.color.textMuted, fontSize: vars.fontSize.xs } },
});

/** Allotment, sold and remaining: three columns on desktop, one line of labelled figures on a phone. */
export const figure = style({
  '@media': {
    [phone]: {
      display: 'inline',
      padding: 0,
      gridArea: 'figures',
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
    },
  },
});
export const figures = style({
  display: 'contents',
  '@media': {
    [phone]: {
      display: 'flex',
      gap: vars.space['3'],
      gridArea: 'figures',
      padding: `0 ${vars.space['3']}`,
    },
  },
});
export const figureLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'inline', marginRight: vars.space['1'] } },
});

export const dateLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});
export const pastLink = style({ color: vars.color.textMuted });

export const nights = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, width: '100%' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});
export const tagWeekend = style([tag, { background: vars.color.neutralSoft, color: vars.color.neutralText }]);
export const tagHoliday = style([tag, { background: vars.color.warningSoft, color: vars.color.warningText }]);
export const tagToday = style([tag, { background: vars.color.accent, color: vars.color.textOnAccent }]);
export const tagPast = style([tag, { background: vars.color.surfaceSunken, color: vars.color.textMuted }]);
export const tagOpen = style([tag, { background: vars.color.successSoft, color: vars.color.successText }]);
export const tagClosed = style([tag, { background: vars.color.dangerSoft, color: vars.color.dangerText }]);
export const tagRestriction = style([tag, { background: vars.color.infoSoft, color: vars.color.infoText }]);

export const noRate = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.semibold });
export const negative = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });

export const noteRow = style({
  padding: `${vars.space['3']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** The keyboard help: no keyboard on a phone (it still describes the list to assistive technology). */
export const keysHint = style([hint, { '@media': { [phone]: { display: 'none' } } }]);

globalStyle(`${row} > *`, { minWidth: 0 });
