import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/**
 * The two-column work screen (bulk updates, Hotel Now): the work on the left, a summary or tool panel on the
 * right that stays in view while the left scrolls. Below `narrow` the columns stack.
 */
export const narrow = 'screen and (max-width: 1000px)';

/** The smallest width of the side column (a screen sets it with `sideAtLeast280`). */
const sideMin = createVar();

export const workspace = style({
  vars: { [sideMin]: '0px' },
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: `minmax(0, 3fr) minmax(${sideMin}, 2fr)`,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A side column narrower than 280 px would squeeze its fields (Hotel Now's two-field rows). */
export const sideAtLeast280 = style({ vars: { [sideMin]: '280px' } });

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

/**
 * Stays in view while the work on the left scrolls; a panel taller than the screen scrolls on its own, so its
 * last controls are never out of reach. The 2 px inset keeps the cards' shadows and focus rings unclipped.
 */
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  position: 'sticky',
  top: vars.space['4'],
  minWidth: 0,
  maxHeight: `calc(100vh - 2 * ${vars.space['4']})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '2px',
  margin: '-2px',
  '@media': { [narrow]: { position: 'static', maxHeight: 'none', overflowY: 'visible' } },
});

/** Stacked, the side column comes first (when it says what the work on the left is about). */
export const sideFirstWhenStacked = style({ '@media': { [narrow]: { order: -1 } } });
