import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const reasons = style({ margin: 0, paddingInlineStart: vars.space['5'] });
export const roomList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const roomName = style({ fontWeight: vars.fontWeight.semibold });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space['1']}` });
export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['4'],
});
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const queueItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const compare = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space['3'],
});
