/** The rate calendar's states around the grid: the status line, the loading overlay, the skeleton and the empty state. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

/** The status line sits right above the grid, where the eyes are after a paste or an edit. */
export const status = style({ minHeight: '20px', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statusProblem = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  background: 'rgba(255, 255, 255, 0.72)',
  color: vars.color.textMuted,
});

export const skeletonRow = style({
  height: '14px',
  margin: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['10'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
