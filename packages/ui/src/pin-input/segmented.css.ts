import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });

// The boxes shrink (down to 36 px) on a narrow screen rather than overflow it: 6 boxes fit a 375 px phone.
export const boxes = style({ display: 'flex', gap: vars.space['2'], minWidth: 0, flex: '0 1 auto' });

export const box = style({
  width: '48px',
  minWidth: '36px',
  flexShrink: 1,
  height: '56px',
  boxSizing: 'border-box',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  caretColor: vars.color.accent,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textSubtle,
      cursor: 'not-allowed',
    },
  },
});

export const filled = style({ borderColor: vars.color.text });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const error = style([message, { color: vars.color.dangerText }]);
export const warning = style([message, { color: vars.color.warningText }]);
export const hint = style([message, { color: vars.color.textSubtle, fontSize: vars.fontSize.xs }]);
