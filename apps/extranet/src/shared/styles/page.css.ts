import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
});

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const factLabel = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm, margin: 0 });
export const factValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const centered = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
});

export const statusPanel = style({
  maxWidth: '520px',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const statusCode = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

const badgeBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  width: 'fit-content',
} as const;

export const pill = styleVariants({
  success: { ...badgeBase, background: vars.color.successSoft, color: vars.color.successText },
  warning: { ...badgeBase, background: vars.color.warningSoft, color: vars.color.warningText },
  danger: { ...badgeBase, background: vars.color.dangerSoft, color: vars.color.dangerText },
  neutral: { ...badgeBase, background: vars.color.neutralSoft, color: vars.color.neutralText },
  info: { ...badgeBase, background: vars.color.infoSoft, color: vars.color.infoText },
});

const alertBase = {
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
} as const;

export const alert = styleVariants({
  error: {
    ...alertBase,
    background: vars.color.dangerSoft,
    color: vars.color.dangerText,
    border: `1px solid ${vars.color.danger}`,
  },
  info: {
    ...alertBase,
    background: vars.color.infoSoft,
    color: vars.color.infoText,
    border: `1px solid ${vars.color.info}`,
  },
  warning: {
    ...alertBase,
    background: vars.color.warningSoft,
    color: vars.color.warningText,
    border: `1px solid ${vars.color.warning}`,
  },
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  width: 'fit-content',
});

export const textLink = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });
