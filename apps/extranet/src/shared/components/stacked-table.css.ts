import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/**
 * Below this width of the table's own box (not the window: a tablet beside the menu counts too) a row is a card
 * of "column: value" lines. A feature's own cell styles use the same query to drop their minimum widths there.
 */
export const narrowTable = '(max-width: 760px)';

/** The scrolling frame; its inline size is what `narrowTable` measures. */
export const tableWrap = style({
  containerType: 'inline-size',
  position: 'relative',
  overflowX: 'auto',
  minWidth: 0,
  maxWidth: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
});

export const table = style({
  width: '100%',
  minWidth: '720px',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  // A long header ("Average booking lead time") may take two lines rather than widen its column past the frame;
  // headers of one and two lines share the bottom edge, over their values.
  verticalAlign: 'bottom',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  color: vars.color.text,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
});

/** The row's title (a name, a booking id): bold, room for a few words. */
export const nameCell = style({ fontWeight: vars.fontWeight.semibold, minWidth: '160px' });

/** Amounts and counts: figures of one width, on one line, right-aligned under a right-aligned header. */
export const numeric = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  '@container': { [narrowTable]: { textAlign: 'left' } },
});
export const end = style({ textAlign: 'right', '@container': { [narrowTable]: { textAlign: 'left' } } });
export const center = style({ textAlign: 'center', '@container': { [narrowTable]: { textAlign: 'left' } } });

/** A summary row (totals) under the others. */
export const summaryRow = style({});
globalStyle(`${summaryRow} > *`, { fontWeight: vars.fontWeight.semibold });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/**
 * A table in a narrow space: each row becomes a card of "column: value" lines (the column name comes from the
 * cell's data-label), so nothing is cut off at the edge or needs sideways scrolling.
 */
const narrow = narrowTable;
const cell = 'tbody :is(td, th)';
export const stackedTable = style({ '@container': { [narrow]: { minWidth: 0, display: 'block' } } });
globalStyle(`${stackedTable} thead`, {
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
// A visible caption stays above the cards.
globalStyle(`${stackedTable} caption`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${stackedTable} tbody`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${stackedTable} tbody tr`, {
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      padding: vars.space['4'],
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stackedTable} tbody tr:last-child`, { '@container': { [narrow]: { borderBottom: 0 } } });
globalStyle(`${stackedTable} ${cell}`, {
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
      gap: vars.space['3'],
      alignItems: 'start',
      justifyItems: 'start',
      padding: 0,
      border: 0,
      minWidth: 0,
    },
  },
});
globalStyle(`${stackedTable} ${cell}::before`, {
  '@container': {
    [narrow]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
// A cell of several lines (a period and its stay dates; a name over a smaller line, the first being text) keeps
// them all beside its label, one under another; its label spans the first two, so a label of two or three lines
// does not push the second line down. A second line is a second element or a block (`div`) after text.
const severalLines = `${stackedTable} ${cell}:is(:has(> :nth-child(2)), :has(> div))`;
globalStyle(`${stackedTable} ${cell} > *`, { '@container': { [narrow]: { gridColumn: '2' } } });
globalStyle(severalLines, { '@container': { [narrow]: { rowGap: vars.space['1'] } } });
globalStyle(`${severalLines}::before`, { '@container': { [narrow]: { gridRow: 'span 2' } } });
// The first cell (the name) is the card's title: no label, the full width.
globalStyle(`${stackedTable} ${cell}:first-child`, {
  '@container': { [narrow]: { display: 'block', fontSize: vars.fontSize.md } },
});
globalStyle(`${stackedTable} ${cell}:first-child::before`, {
  '@container': { [narrow]: { content: 'none' } },
});
