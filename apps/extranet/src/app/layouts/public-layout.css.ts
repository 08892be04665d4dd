import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 700px)': { padding: vars.space['4'] } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const logo = style({ width: '32px', height: '32px' });

export const nav = style({ display: 'flex', gap: vars.space['4'], flexWrap: 'wrap', flex: '1 1 auto' });

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});

export const right = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

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
