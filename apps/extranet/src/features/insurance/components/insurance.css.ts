import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});
export const limit = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
