import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  border: '1px solid transparent',
} as const;

export const buttonLink = styleVariants({
  primary: {
    ...buttonBase,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
  secondary: {
    ...buttonBase,
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
});

export const notAvailable = style({
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  padding: `${vars.space['12']} ${vars.space['6']}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  maxWidth: '720px',
  margin: `${vars.space['8']} auto`,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '40vh',
  color: vars.color.textMuted,
});

export const spinner = style({
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.accentSoft}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
