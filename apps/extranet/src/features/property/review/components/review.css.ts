import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

/** The header cells of the app's list tables. */
export { th } from '../../../../shared/components/stacked-table.css';

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  color: vars.color.text,
  overflowWrap: 'break-word',
  '@media': { 'screen and (max-width: 640px)': { padding: `${vars.space['2']} ${vars.space['2']}` } },
});

export const changedRow = style({ background: vars.color.warningSoft });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const small = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  marginTop: vars.space['1'],
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  alignItems: 'baseline',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm, margin: 0 });
export const factValue = style({ color: vars.color.text, margin: 0, overflowWrap: 'anywhere' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  aspectRatio: '4 / 3',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const thumb = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const lightboxImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const lightboxBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const decisionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
});

export const roomCard = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const contractText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-line',
});

export const clauseTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

const PHONE = 'screen and (max-width: 640px)';

/** A table that becomes one card per row on a phone (its header hidden, each cell on its own line). */
export const stackOnPhone = style({});
globalStyle(`${stackOnPhone} thead`, {
  '@media': {
    [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${stackOnPhone}, ${stackOnPhone} tbody, ${stackOnPhone} tr, ${stackOnPhone} td`, {
  '@media': { [PHONE]: { display: 'block', width: '100%' } },
});
globalStyle(`${stackOnPhone} td`, {
  '@media': { [PHONE]: { borderBottom: 'none', padding: `${vars.space['1']} ${vars.space['4']}` } },
});
globalStyle(`${stackOnPhone} tr`, {
  '@media': {
    [PHONE]: {
      borderBottom: `1px solid ${vars.color.border}`,
      paddingTop: vars.space['2'],
      paddingBottom: vars.space['3'],
    },
  },
});
