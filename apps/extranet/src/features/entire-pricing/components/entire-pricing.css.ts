import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const PHONE = 'screen and (max-width: 640px)';
const NARROW = 'screen and (max-width: 1024px)';

/** Form on the left, the simulation beside it (sticky) on wide screens; stacked below 1024 px. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({
  position: 'sticky',
  top: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [NARROW]: { position: 'static' } },
});

export const unitBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const unitSelect = style({ minWidth: '260px', '@media': { [PHONE]: { minWidth: 0, width: '100%' } } });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const priceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** One special price: title and remove on the first line, name, then first night, last night and price. */
export const overrideRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const overrideHead = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const overrideName = style({ gridColumn: '1 / -1' });

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const simCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const simHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const simControls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['3']} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const figureRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

// Amounts never break between "Rp" and the digits; the label beside them wraps instead.
export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const ownerRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});

export const ownerValue = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stay = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({ fontSize: vars.fontSize.sm });
export const summary = style({
  cursor: 'pointer',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
});

export const nightsTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${nightsTable} th, ${nightsTable} td`, {
  padding: `${vars.space['1']} ${vars.space['2']}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${nightsTable} th:first-child, ${nightsTable} td:first-child`, { textAlign: 'left' });
export const nightsWrap = style({ maxHeight: '320px', overflow: 'auto' });

export const pending = style({ opacity: 0.6, transition: `opacity ${vars.motion.normal}` });
