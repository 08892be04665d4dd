import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { fieldNameWrap, scrollerCompact } from './rate-calendar.css.js';

/* Phones (`compact`): a week beside whole row labels. The sizes the virtualisers rely on are in geometry.ts. */

export const rowHeaderCompact = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'center',
  gap: '1px',
  lineHeight: 1.2,
});
globalStyle(`${rowHeaderCompact} > span`, { flex: 'none' });
globalStyle(`${rowHeaderCompact} button`, { width: '22px', height: '22px' });
/** Phones: the corner shows the month only. */
export const cornerCompact = style({ padding: `0 ${vars.space['2']}` });
globalStyle(`${cornerCompact} > span:last-child`, { display: 'none' });
globalStyle(`${cornerCompact} > span:first-child`, { fontSize: vars.fontSize.sm });
/** Phones: the plan's name wraps (up to four lines, in its taller first row) rather than being cut. */
export const planNameCompact = style({
  width: 'auto',
  padding: `0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'normal',
  lineHeight: 1.15,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});
/** Phones: a week fits beside the labels, so the cells are narrow: small centred text, short rates. */
globalStyle(`${scrollerCompact} [role="gridcell"]`, {
  justifyContent: 'center',
  padding: '0 1px',
  fontSize: '11px',
  letterSpacing: '-0.02em',
});
/** Phones: field names may take three short lines (the row is 44 px tall). */
globalStyle(`${scrollerCompact} ${fieldNameWrap}`, { WebkitLineClamp: 3, lineHeight: 1.1, padding: '0 6px' });
globalStyle(`${scrollerCompact} [role="gridcell"] > span`, { padding: '1px 3px', fontSize: '10px' });
/** Phones: a room's name may run over the (empty) day cells of its row: it is never cut at the row header. */
globalStyle(`${scrollerCompact} [role="rowheader"][aria-colspan]`, {
  width: 'calc(100vw - 40px)',
  maxWidth: 'none',
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space['2']}`,
});
