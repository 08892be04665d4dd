import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 560px)';

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
export const statusNight = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const roomBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const roomSelect = style({ minWidth: '240px', '@media': { [phone]: { minWidth: 0, width: '100%' } } });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  marginBottom: vars.space['2'],
  padding: 0,
});
export const days = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});
export const pair = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
const cellPad = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  '@media': { [phone]: { padding: vars.space['2'] } },
};
export const th = style({
  ...cellPad,
  textAlign: 'left',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { whiteSpace: 'normal', padding: vars.space['2'], verticalAlign: 'bottom' } },
});
export const td = style({
  ...cellPad,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  color: vars.color.text,
});
export const nightCell = style([
  td,
  { textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' },
]);
export const nightSub = style({
  display: 'flex',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  flexWrap: 'wrap',
});
export const changedRow = style({ background: vars.color.accentSoft });
export const weekend = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const unsold = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });
export const unsoldOf = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, display: 'block' });

export const cellInput = style({
  width: '4.5rem',
  '@media': { [phone]: { width: '3.25rem' } },
  minHeight: '36px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});
export const cellError = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.xs,
  marginTop: vars.space['1'],
  maxWidth: '11rem',
  whiteSpace: 'normal',
});

export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  // On a phone the bar only follows the screen once there is something to save.
  '@media': { [phone]: { selectors: { '&[data-idle="true"]': { position: 'static', boxShadow: 'none' } } } },
});
export const saveText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const saveErrors = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm });
export const saveActions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const previewWrap = style({ maxHeight: '50vh', overflowY: 'auto' });
