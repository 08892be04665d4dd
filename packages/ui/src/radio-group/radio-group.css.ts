import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  gap: vars.space['3'],
  selectors: {
    [`${group}[data-orientation="vertical"] &`]: { flexDirection: 'column', gap: vars.space['2'] },
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space['5'],
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '18px',
  height: '18px',
  marginTop: '2px',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${radio}[data-selected] &`]: { borderWidth: '5px', borderColor: vars.color.accent },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
