import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/** A search form's fields (bookings, customer service): on a phone one field a row, two would cut dates short. */
export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'start',
});

/** A field across the whole row (a text search, a group of choices). */
export const wide = style({ gridColumn: '1 / -1' });

/** The form's buttons: search, reset, export. */
export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});
