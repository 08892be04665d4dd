import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * Toasts sit at the bottom, centred on `--ui-toast-center` (the viewport's middle unless a layout with a side panel
 * centres them on its content, at most `--ui-toast-max-width` wide); on a phone at the top, where they cover no
 * sticky action button.
 */
export const region = style({
  position: 'fixed',
  left: 'var(--ui-toast-center, 50%)',
  bottom: vars.space['6'],
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  width: 'max-content',
  maxWidth: 'var(--ui-toast-max-width, calc(100vw - 32px))',
  pointerEvents: 'none',
  '@media': {
    'screen and (max-width: 640px)': { top: vars.space['4'], bottom: 'auto' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  boxSizing: 'border-box',
  minWidth: '280px',
  maxWidth: '520px',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  pointerEvents: 'auto',
  transition: `opacity ${vars.motion.normal}, transform ${vars.motion.normal}`,
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.normal} ease-out` },
    '&[data-state="closed"]': { opacity: 0, transform: 'translateY(8px)', pointerEvents: 'none' },
  },
});

export const tone = styleVariants({
  success: { borderLeft: `4px solid ${vars.color.success}` },
  error: { borderLeft: `4px solid ${vars.color.danger}` },
});

export const icon = styleVariants({
  success: { display: 'inline-flex', color: vars.color.success, flexShrink: 0 },
  error: { display: 'inline-flex', color: vars.color.danger, flexShrink: 0 },
});

export const message = style({ flex: 1, minWidth: 0 });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});
