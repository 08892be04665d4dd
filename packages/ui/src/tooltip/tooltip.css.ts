import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { fadeIn } from '../theme/shared.css.js';

export const content = style({
  maxWidth: '280px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.elevation['2'],
  zIndex: vars.zIndex.popover,
  animation: `${fadeIn} ${vars.motion.fast} ease-out`,
});

export const arrow = style({ fill: vars.color.text });

export const infoTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  verticalAlign: 'middle',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
