import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const filters = style({
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
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space['3'] });
