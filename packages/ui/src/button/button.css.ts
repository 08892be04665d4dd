import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    boxShadow: vars.elevation['1'],
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentHover },
      '&:active:not(:disabled)': { background: vars.color.accentActive },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    boxShadow: vars.elevation['1'],
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
      '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.accentSoftText,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentSoft },
      '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.textOnAccent,
    boxShadow: vars.elevation['1'],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { height: vars.size.controlSm, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
  md: { height: vars.size.controlMd, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
  lg: { height: vars.size.controlLg, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });
export const iconOnly = style({ paddingLeft: 0, paddingRight: 0, aspectRatio: '1 / 1' });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
// Transparent, not hidden: the label stays the button's accessible name while the spinner shows.
export const contentHidden = style({ opacity: 0 });
export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
