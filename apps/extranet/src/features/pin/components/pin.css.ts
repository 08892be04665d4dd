import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
