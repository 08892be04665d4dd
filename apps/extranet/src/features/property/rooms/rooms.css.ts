import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});
