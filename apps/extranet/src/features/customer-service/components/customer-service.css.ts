import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/** The search form: the bookings' search filters. */
export { filters, formActions, wide } from '../../../shared/forms/search-filters.css';

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingTop: vars.space['4'],
});
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'flex-end',
});
export const pageLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const busy = style({ opacity: 0.6, transition: 'opacity 120ms' });
export const contacts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});
export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const contactName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const contactLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
