import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 160px) minmax(0, 1fr)',
  gap: vars.space['2'],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
