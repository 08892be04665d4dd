import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { control } from '../internal/field.css.js';

export const trigger = style([
  control,
  {
    justifyContent: 'space-between',
    gap: vars.space['2'],
    cursor: 'pointer',
    textAlign: 'left',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.accent },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });
