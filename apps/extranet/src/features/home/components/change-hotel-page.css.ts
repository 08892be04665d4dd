import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';
import { card } from '../../../shared/styles/page.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});

export const item = style([card, { gap: vars.space['3'] }]);
export const itemCurrent = style([
  card,
  { gap: vars.space['3'], borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
]);
export const itemHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
