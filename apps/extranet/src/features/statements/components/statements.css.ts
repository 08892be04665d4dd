import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const date = style([cell, { whiteSpace: 'nowrap' }]);
export const totalRow = style({ fontWeight: vars.fontWeight.semibold });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
