import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  minHeight: '100%',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('#root', { minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.accent });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
