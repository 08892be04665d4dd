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
  verticalAlign: 'middle',
});
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const chosenList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  paddingInlineStart: vars.space['3'],
  fontSize: vars.fontSize.sm,
});
export const lockDate = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

/** A button whose label can be longer than a phone's card ("Use the suggested set (15 properties)"): it wraps. */
export const wrappingButton = style({ whiteSpace: 'normal', maxWidth: '100%', textAlign: 'center' });
