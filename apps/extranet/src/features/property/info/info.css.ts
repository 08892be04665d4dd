import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const contactCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const contactMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});
export const contactName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const contactDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const kindGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: vars.space['2'],
});

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space['2'],
  padding: 0,
});

export const request = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
