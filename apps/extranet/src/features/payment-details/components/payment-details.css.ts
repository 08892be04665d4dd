import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space['3'],
});
export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
});
