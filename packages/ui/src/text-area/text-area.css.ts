import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { control } from '../internal/field.css.js';

export const textArea = style([
  control,
  {
    display: 'block',
    minHeight: '96px',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
    selectors: { '&::placeholder': { color: vars.color.textSubtle } },
  },
]);

export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });
export const help = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-over="true"]': { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold },
  },
});
