import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});
export const help = style({
  margin: `${vars.space['2']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
