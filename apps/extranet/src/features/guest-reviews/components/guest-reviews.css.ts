import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 640px)';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space['4'],
  alignItems: 'end',
});

export const wideField = style({ gridColumn: 'span 2', '@media': { [phone]: { gridColumn: 'auto' } } });

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) minmax(18rem, 2fr)',
  gap: vars.space['4'],
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

export const bigScore = style({
  fontSize: '2.75rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const scoreLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

export const subScores = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: `${vars.space['3']} ${vars.space['5']}`,
});

export const subScore = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const subScoreHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const meter = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({ height: '100%', background: vars.color.accent, borderRadius: 'inherit' });

export const trendHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chart = style({ width: '100%' });

export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const review = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const reviewHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const guest = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const scoreBadge = style({
  minWidth: '3rem',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const reviewText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const smallScores = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const smallScore = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: `2px ${vars.space['2']}`,
});

export const reply = style({
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const replyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const replyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const swatchBar = style({
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
});

export const swatchLine = style({
  width: '16px',
  height: '3px',
  borderRadius: '2px',
  background: vars.color.success,
});
