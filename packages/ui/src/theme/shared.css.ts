import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

/** The focus ring every interactive element shows on keyboard focus. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const focusVisible = style({
  selectors: { '&:focus-visible, &[data-focus-visible]': focusRing },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

/** Text and box basics shared by every root element of a component. */
export const base = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  boxSizing: 'border-box',
  WebkitFontSmoothing: 'antialiased',
});
