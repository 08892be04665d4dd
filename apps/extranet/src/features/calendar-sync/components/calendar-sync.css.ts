import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';
import { narrowTable as narrow } from '../../../shared/components/stacked-table.css';

/**
 * The link: wide enough to read a few words per line, broken only where it must (never one character per
 * line), in a smaller type; a card on a phone gives it the card's width.
 */
export const linkCell = style({
  minWidth: '10rem',
  maxWidth: '20rem',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@container': { [narrow]: { minWidth: 0, maxWidth: 'none' } },
});

/** Status, the reason of a failed sync and the time of the last one: room for a few words per line. */
export const statusCell = style({
  minWidth: '11rem',
  '@container': { [narrow]: { minWidth: 0 } },
});

/** Sync and delete, one under the other (the column stays narrow); side by side on a phone's card. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['2'],
  '@container': { [narrow]: { flexDirection: 'row', flexWrap: 'wrap' } },
});
