import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const calendar = style({
  padding: vars.space['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const months = style({ display: 'flex', gap: vars.space['6'], alignItems: 'flex-start' });

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: '36px',
  paddingBottom: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

export const cell = style({
  width: '36px',
  height: '36px',
  lineHeight: '36px',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': {
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.semibold,
      borderRadius: vars.radius.md,
    },
    '&[data-unavailable]': {
      color: vars.color.textSubtle,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-disabled]': { color: vars.color.border, cursor: 'not-allowed', background: 'transparent' },
    '&[data-invalid]': { background: vars.color.dangerSoft, color: vars.color.dangerText },
  },
});

export const single = style({
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed' },
  },
});

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0 });

export const segment = style({
  // At least 24 px wide and tall: WCAG 2.2 target size, each segment is its own spin button.
  display: 'inline-block',
  boxSizing: 'border-box',
  minWidth: '24px',
  lineHeight: '24px',
  padding: '0 2px',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type="literal"]': { color: vars.color.textSubtle, padding: 0, minWidth: 0 },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textSubtle },
  },
});

export const rangeInput = style({ flex: '0 0 auto' });
export const rangeEnd = style({ flex: '1 1 auto' });

export const rangeDash = style({ padding: `0 ${vars.space['2']}`, color: vars.color.textSubtle });

export const dialog = style({ outline: 'none' });
