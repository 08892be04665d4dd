import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginBottom: vars.space['2'],
  padding: 0,
});
export const days = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const rooms = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const roomGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const plans = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingLeft: vars.space['5'],
  borderLeft: `2px solid ${vars.color.surfaceSunken}`,
});

export const toggles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const toggle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.surfaceSunken}`,
});
export const toggleBody = style({ paddingLeft: vars.space['6'], maxWidth: '480px' });
export const pair = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr 1fr',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr' } },
});

export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });
export const alert = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
});
export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const cells = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const caption = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  paddingBottom: vars.space['2'],
});
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const summary = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  color: vars.color.text,
});

export const anomalyList = style({ margin: `${vars.space['1']} 0`, paddingLeft: '1.2em' });
