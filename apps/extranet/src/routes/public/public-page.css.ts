import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const hero = style({
  maxWidth: '880px',
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  alignItems: 'flex-start',
});

export const title = style({
  fontSize: '40px',
  lineHeight: 1.15,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const body = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '640px' });
export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  marginTop: vars.space['2'],
});
