import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

/** Below this width the links fold behind the menu button: the header stays one row. */
const PHONE = 'screen and (max-width: 760px)';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { padding: `${vars.space['2']} ${vars.space['4']}` } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logo = style({ width: '32px', height: '32px' });

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': { [PHONE]: { display: 'inline-flex' } },
});

/** The links: inline on a wide screen; on a phone a panel under the header row, open by the menu button. */
export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flex: '1 1 auto',
  '@media': {
    [PHONE]: {
      display: 'none',
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: `${vars.space['3']} 0 ${vars.space['2']}`,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});

export const nav = style({
  display: 'flex',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  flex: '1 1 auto',
  '@media': { [PHONE]: { flexDirection: 'column', gap: vars.space['1'] } },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
  '@media': { [PHONE]: { padding: `${vars.space['2']} 0` } },
});

export const right = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const languages = style({ display: 'flex', gap: vars.space['1'] });

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  '@media': { [PHONE]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

export const langLink = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
  },
});

export const main = style({ flex: '1 1 auto', outline: 'none' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space['6']} ${vars.space['8']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.bg,
});
