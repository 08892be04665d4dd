import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const frame = style({
  position: 'relative',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: '44px',
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'left',
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: `0 calc(${vars.space['1']} * -1)`,
  padding: `${vars.space['1']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textSubtle,
  selectors: { '&[data-active="true"]': { color: vars.color.accent } },
});

export const td = style({
  height: '48px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  // The frame draws the bottom edge; the last row's own border would double it.
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const right = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const center = style({ textAlign: 'center' });

export const selectCell = style({ width: '44px', paddingRight: 0 });

export const tr = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-selected="true"]': { background: vars.color.accentSoft },
  },
});

export const emptyCell = style({ padding: 0, borderBottom: 'none' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  justifyContent: 'space-between',
});

export const selectedCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const pagination = style({ flex: 1 });
