import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const propertyHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const propertyIcon = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
});

export const propertyName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const roles = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

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
