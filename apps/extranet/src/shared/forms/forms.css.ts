import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@extranet/ui/theme';

export const srOnly = visuallyHidden;

export const rules = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const rulesTitle = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['1'] });

export const rulesList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space['1'],
});

export const rule = style({ display: 'flex', gap: vars.space['2'], color: vars.color.textMuted });
export const ruleMet = style({ display: 'flex', gap: vars.space['2'], color: vars.color.successText });
export const ruleMark = style({ width: '14px', textAlign: 'center', fontWeight: vars.fontWeight.bold });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '140px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const heading = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ color: vars.color.textMuted, marginTop: vars.space['2'] });

export const footerText = style({ color: vars.color.textMuted, textAlign: 'center' });

export const inlineLinks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const steps = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBottom: vars.space['2'],
});

export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });

export const bigTimer = style({
  fontSize: '40px',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: vars.color.accent,
  margin: `${vars.space['2']} 0`,
});
