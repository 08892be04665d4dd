import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { fadeIn, focusRing, popIn } from '../theme/shared.css.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 64px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.elevation['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const inner = style({ animation: `${popIn} ${vars.motion.normal} ease-out` });

export const width = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['6']} 0`,
});

export const headings = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({
  padding: `${vars.space['4']} ${vars.space['6']}`,
  overflow: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** On a phone the actions stack full width in reading order (the main action last, under the thumb). */
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['6']} ${vars.space['5']}`,
  '@media': { 'screen and (max-width: 480px)': { flexDirection: 'column', alignItems: 'stretch' } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  marginTop: '-4px',
  marginRight: '-8px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const footerSpaced = style({ paddingTop: vars.space['5'] });
