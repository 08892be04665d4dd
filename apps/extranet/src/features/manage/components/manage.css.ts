import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      borderColor: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const findings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const finding = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const findingText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const states = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
});
