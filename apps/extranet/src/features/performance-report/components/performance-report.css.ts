import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const kpi = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const kpiLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const kpiValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const change = style({ fontSize: vars.fontSize.sm, margin: 0, color: vars.color.textMuted });
export const up = style({ color: vars.color.successText });
export const down = style({ color: vars.color.dangerText });
export const chartHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const chart = style({ width: '100%', minHeight: '240px' });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const num = style({ textAlign: 'end', whiteSpace: 'nowrap' });
export const rowHead = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold });
