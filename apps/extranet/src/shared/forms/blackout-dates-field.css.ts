import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const help = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, margin: 0 });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.dangerText, margin: 0 });

export const adder = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
