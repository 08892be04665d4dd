import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/** Cards that each link to a page or an area (home's "Go to", an area's page). */
export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const link = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textDecoration: 'none',
  color: vars.color.text,
  height: '100%',
  selectors: { '&:hover': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});

export const linkIcon = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
});

export const linkText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const linkTitle = style({ fontWeight: vars.fontWeight.semibold });
export const linkSub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
