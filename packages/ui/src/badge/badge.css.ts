import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  boxSizing: 'border-box',
  height: '22px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
  info: { background: vars.color.infoSoft, color: vars.color.infoText },
  success: { background: vars.color.successSoft, color: vars.color.successText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningText },
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const pill = style({ fontWeight: vars.fontWeight.medium, paddingLeft: vars.space['2'] });
