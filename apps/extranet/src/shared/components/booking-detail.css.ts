import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/** A booking's detail in its dialog (the bookings area's and customer service's): sections of facts. */
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  margin: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** A long value (an e-mail address, an itinerary id) breaks rather than widening the dialog. */
export const factValue = style({
  color: vars.color.text,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
