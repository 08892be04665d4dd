import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const MOBILE = 'screen and (max-width: 960px)';

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '-100px',
  zIndex: 2000,
  background: vars.color.surface,
  color: vars.color.accent,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation['2'],
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus': { top: vars.space['3'] } },
});

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '264px minmax(0, 1fr)',
  gridTemplateRows: '64px minmax(0, 1fr)',
  gridTemplateAreas: '"top top" "side main"',
  minHeight: '100vh',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' } },
});

/** Without the menu (a user who must verify first) the content takes the whole width. */
export const shellNoMenu = style([
  shell,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"top" "main"',
  },
]);

export const topbar = style({
  gridArea: 'top',
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `0 ${vars.space['6']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [MOBILE]: { padding: `0 ${vars.space['3']}`, gap: vars.space['2'] },
    // A phone's header holds menu, logo, the language named in full, the bell and the avatar side by side.
    'screen and (max-width: 520px)': { gap: vars.space['1'] },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
  minWidth: '216px',
  '@media': { [MOBILE]: { minWidth: 0 } },
});

export const brandText = style({ '@media': { 'screen and (max-width: 520px)': { display: 'none' } } });

export const logo = style({ width: '32px', height: '32px', flex: 'none' });

export const menuButton = style({
  display: 'none',
  '@media': { [MOBILE]: { display: 'inline-flex' } },
});

export const topbarProperty = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '360px',
  '@media': { [MOBILE]: { display: 'none' } },
});

export const spacer = style({ flex: '1 1 auto' });

export const propertyName = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
});

export const propertyLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const propertyValue = style({
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const topbarRight = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': { 'screen and (max-width: 520px)': { gap: vars.space['1'] } },
});

export const sidebar = style({
  gridArea: 'side',
  position: 'sticky',
  top: '64px',
  height: 'calc(100vh - 64px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space['4']} ${vars.space['3']}`,
  '@media': { [MOBILE]: { display: 'none' } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 90,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(320px, 88vw)',
  zIndex: 100,
  background: vars.color.surface,
  boxShadow: vars.elevation['3'],
  overflowY: 'auto',
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const main = style({
  gridArea: 'main',
  padding: vars.space['8'],
  minWidth: 0,
  outline: 'none',
  '@media': { [MOBILE]: { padding: vars.space['4'] } },
});

export const navSection = style({ marginBottom: vars.space['4'] });

export const navHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  margin: 0,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
  },
});

/** Pushes the "New" badge (packages/ui Badge) to the end of its menu link. */
export const newBadge = style({ marginLeft: 'auto' });

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space['1']} ${vars.space['3']} ${vars.space['1']} ${vars.space['1']}`,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const accountName = style({
  maxWidth: '240px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [MOBILE]: { display: 'none' } },
});

export const accountWrap = style({ position: 'relative' });

export const accountMenu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: '240px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  padding: vars.space['2'],
  zIndex: 200,
});

export const accountHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['2'],
  display: 'flex',
  flexDirection: 'column',
});

export const accountEmail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const accountItem = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

// Wide enough for "Bahasa Indonesia" on a phone too (a cut "Bahasa …" names no language).
export const languageSelect = style({
  width: '180px',
  '@media': { 'screen and (max-width: 359px)': { width: '150px' } },
});

export const drawerProperty = style({ display: 'none', '@media': { [MOBILE]: { display: 'block' } } });
