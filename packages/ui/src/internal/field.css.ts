import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' });

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  lineHeight: vars.lineHeight.normal,
});

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.dangerText,
  lineHeight: vars.lineHeight.normal,
});

/** The bordered box of an input, used directly on <input> or on a group that wraps input and buttons. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['3']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
    '&[data-focused], &:focus-within, &:focus-visible': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
      outline: 'none',
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused], &[data-invalid]:focus-within': {
      boxShadow: `0 0 0 3px ${vars.color.dangerSoft}`,
    },
    '&[data-disabled], &:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textSubtle,
      cursor: 'not-allowed',
    },
  },
});

/** An <input> inside a `control` group: borderless, fills the rest. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const input = style([
  control,
  {
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle },
    },
  },
]);

/** A small square button inside a control (show password, open calendar, clear). */
export const adornmentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  marginRight: `calc(${vars.space['1']} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  padding: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  fontFamily: vars.font.body,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '1px' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const optionCheck = style({ marginLeft: 'auto', flexShrink: 0 });

export const emptyOption = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
});

export const prefix = style({
  marginRight: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  flexShrink: 0,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const optionDetail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.regular,
});
