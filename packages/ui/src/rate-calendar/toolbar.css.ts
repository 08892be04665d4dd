import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

/** The toolbar above the grid: legend, restrictions toggle, save actions. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '3px',
  border: `1px solid ${vars.color.border}`,
});

/** Wraps on a phone (the count above the buttons) instead of pushing "Review and save" off the screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginLeft: 'auto',
  minWidth: 0,
});

export const pendingCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
