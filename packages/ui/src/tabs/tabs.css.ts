import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.body });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-state="active"]': { color: vars.color.accentSoftText },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space['2'],
      right: vars.space['2'],
      bottom: '-1px',
      height: '2px',
      borderRadius: '2px',
      background: vars.color.accent,
    },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    [`${tab}[data-state="active"] &`]: {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const panel = style({
  paddingTop: vars.space['4'],
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
