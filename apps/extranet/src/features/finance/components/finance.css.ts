import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@extranet/ui/theme';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const headCell = style([cell, { color: vars.color.textSubtle, fontWeight: vars.fontWeight.medium }]);
export const changedValue = style({ fontWeight: vars.fontWeight.bold });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
export const small = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});
export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});
export const fieldError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });
export const groupLabel = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const srOnly = visuallyHidden;
