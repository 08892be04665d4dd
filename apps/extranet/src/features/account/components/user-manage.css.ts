import { style } from '@vanilla-extract/css';
import { narrowTable } from '../../../shared/components/stacked-table.css';

/** An e-mail address breaks anywhere rather than widening the table; a phone's card gives it the card's width. */
export const email = style({
  overflowWrap: 'anywhere',
  minWidth: '10rem',
  '@container': { [narrowTable]: { minWidth: 0 } },
});
