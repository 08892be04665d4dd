import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const summary = style({ fontVariantNumeric: 'tabular-nums' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-current])': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      cursor: 'default',
    },
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const ellipsis = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textSubtle });

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const pageSizeSelect = style({
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing },
});
