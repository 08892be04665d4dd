import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const PHONE = 'screen and (max-width: 860px)';

/** The wizard: the stepper beside the step on a desktop, a compact "step 3 of 11" above it on a phone. */
export const wizard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const stepperDesktop = style({
  position: 'sticky',
  top: vars.space['4'],
  '@media': { [PHONE]: { display: 'none' } },
});
export const stepperPhone = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

const itemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '44px',
} as const;

export const stepLink = style({
  ...itemBase,
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const stepLocked = style({ ...itemBase, color: vars.color.textSubtle, cursor: 'not-allowed' });
export const stepViewing = style({ background: vars.color.accentSoft, color: vars.color.accentSoftText });

const markerBase = {
  flex: 'none',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  border: `2px solid ${vars.color.border}`,
} as const;

export const marker = styleVariants({
  DONE: { ...markerBase, background: vars.color.success, borderColor: vars.color.success, color: '#fff' },
  CURRENT: { ...markerBase, borderColor: vars.color.accent, color: vars.color.accent },
  LOCKED: { ...markerBase, color: vars.color.textSubtle },
});

export const stepText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
});
export const stepState = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const phoneSummary = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });
export const progressTrack = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const progressBar = style({ height: '100%', background: vars.color.accent });

/** Choice cards (category, property type): a radio each, the whole card clickable. */
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const smallCards = style([cards, { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }]);
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['3'],
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.borderStrong },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const cardInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
export const cardIcon = style({ width: '40px', height: '40px', color: vars.color.accent });
export const cardTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const cardBody = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  '@media': { [PHONE]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) minmax(0, 2fr) auto',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'stretch' } },
});
/** The row's remove button, level with the inputs (below their labels). */
export const rowAction = style({
  paddingTop: '1.6rem',
  '@media': { [PHONE]: { paddingTop: 0 } },
});
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

/** The agreement text: scrollable, readable. */
export const contract = style({
  maxHeight: '420px',
  overflowY: 'auto',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  lineHeight: vars.lineHeight.normal,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
globalStyle(`${contract} h2`, { fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space['3']}` });
globalStyle(`${contract} h3`, {
  fontSize: vars.fontSize.md,
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
});
globalStyle(`${contract} p`, { margin: `0 0 ${vars.space['2']}` });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 1fr) minmax(0, 2fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${summary} dt`, { color: vars.color.textSubtle });
globalStyle(`${summary} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const checkList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});

export const badge = styleVariants({
  ok: { color: vars.color.successText, background: vars.color.successSoft },
  todo: { color: vars.color.warningText, background: vars.color.warningSoft },
});
globalStyle(`${badge.ok}, ${badge.todo}`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
});

export const stateIcon = style({ width: '56px', height: '56px', color: vars.color.accent });
