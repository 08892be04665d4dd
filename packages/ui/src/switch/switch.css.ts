import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '36px',
  height: '20px',
  marginTop: '1px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent },
    [`${root}[data-hovered]:not([data-selected]) &`]: { background: vars.color.textSubtle },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
    [`${root}[data-pending] &`]: { opacity: 0.7 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.elevation['1'],
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(16px)' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
