import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  flex: 'none',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { 'screen and (max-width: 520px)': { width: '36px', height: '36px' } },
});

export const bellCount = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const filters = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: `${vars.space['4']} ${vars.space['4']}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const unreadItem = style({ background: vars.color.accentSoft });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const iconCancelled = style({ background: vars.color.dangerSoft, color: vars.color.dangerText });
export const iconNew = style({ background: vars.color.successSoft, color: vars.color.successText });

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const headline = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  '@media': { 'screen and (max-width: 600px)': { gridColumn: '2' } },
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space['2'] });
export const iconRequest = style({ background: vars.color.warningSoft, color: vars.color.warningText });
