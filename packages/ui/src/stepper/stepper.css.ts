import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const nav = style({ fontFamily: vars.font.body, color: vars.color.text });

export const summary = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', gap: 0 },
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      gap: vars.space['2'],
      alignItems: 'flex-start',
    },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  selectors: {
    [`${list}[data-orientation="vertical"] &`]: { paddingBottom: vars.space['4'] },
    [`${list}[data-orientation="vertical"] &:not(:last-child)::after`]: {
      content: '""',
      position: 'absolute',
      left: '17px',
      top: '38px',
      bottom: '2px',
      width: '2px',
      borderRadius: '1px',
      background: vars.color.border,
    },
    [`${list}[data-orientation="vertical"] &[data-status="complete"]:not(:last-child)::after`]: {
      background: vars.color.accent,
    },
    [`${list}[data-orientation="horizontal"] &`]: {
      flex: 1,
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space['2'],
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${item}[data-status="complete"] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    [`${item}[data-status="current"] &`]: {
      borderColor: vars.color.accent,
      color: vars.color.accentSoftText,
      boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
    },
  },
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: '4px',
  borderRadius: '2px',
  background: vars.color.border,
  selectors: {
    [`${item}[data-status="complete"] &, ${item}[data-status="current"] &`]: {
      background: vars.color.accent,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  paddingTop: '4px',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    [`${item}[data-status="current"] &`]: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    [`${item}[data-status="complete"] &`]: { color: vars.color.text },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const link = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

// Same box as `link`, so markers line up whether a step is clickable or not.
export const static_ = style({ display: 'flex', gap: vars.space['3'], padding: vars.space['1'] });
