import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const input = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  marginRight: `calc(${vars.space['3']} * -1)`,
  marginLeft: vars.space['2'],
  borderLeft: `1px solid ${vars.color.border}`,
});

export const stepper = style({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderBottom: `1px solid ${vars.color.border}`, borderTopRightRadius: vars.radius.md },
    '&:last-child': { borderBottomRightRadius: vars.radius.md },
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
