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
