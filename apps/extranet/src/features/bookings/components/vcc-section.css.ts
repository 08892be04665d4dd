import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const cardNumber = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
});

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const revealForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const log = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const logTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

// The number in groups of four needs two columns of the facts grid (it does not wrap).
export const wideFact = style({ gridColumn: 'span 2' });
