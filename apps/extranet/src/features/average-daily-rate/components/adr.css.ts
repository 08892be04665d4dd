import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
const swatch = { display: 'inline-block', width: 16, height: 4, borderRadius: 2 } as const;
export const swatchOwn = style({ ...swatch, background: vars.color.accent });
export const swatchMarket = style({ ...swatch, background: vars.color.warning });
export const swatchHoliday = style({ ...swatch, height: 12, background: vars.color.dangerSoft });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%', maxHeight: 420, overflowY: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
});
export const breakdown = style({ margin: 0, display: 'grid', gap: vars.space['2'] });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });
export const total = style([line, { fontWeight: vars.fontWeight.semibold }]);
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space['2'],
});
