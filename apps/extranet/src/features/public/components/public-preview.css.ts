import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const tablet = 'screen and (max-width: 960px)';

// ---------------------------------------------------------------- hero preview (decorative)
export const preview = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.elevation['3'],
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [tablet]: { maxWidth: '560px' } },
});

export const previewHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const previewDots = style({ display: 'flex', gap: '6px' });
export const previewDot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const previewGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: '6px',
});

export const previewWeekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
});

const cellBase = {
  borderRadius: vars.radius.md,
  padding: '6px 4px',
  minHeight: '52px',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const previewCell = styleVariants({
  open: { ...cellBase, background: vars.color.successSoft, color: vars.color.successText },
  low: { ...cellBase, background: vars.color.warningSoft, color: vars.color.warningText },
  closed: {
    ...cellBase,
    background: `repeating-linear-gradient(135deg, ${vars.color.surfaceSunken} 0 6px, ${vars.color.surfaceMuted} 6px 12px)`,
    color: vars.color.neutralText,
  },
});

export const previewBar = style({
  height: '4px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
  opacity: 0.55,
});

export const previewLegend = style({
  display: 'flex',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const legendSwatch = styleVariants({
  open: { width: '12px', height: '12px', borderRadius: '3px', background: vars.color.success },
  low: { width: '12px', height: '12px', borderRadius: '3px', background: vars.color.warning },
  closed: { width: '12px', height: '12px', borderRadius: '3px', background: vars.color.borderStrong },
});

export const previewToast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  padding: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const previewToastIcon = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textOnAccent,
});
