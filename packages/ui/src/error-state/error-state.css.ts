import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  minHeight: '360px',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const fullPage = style({ minHeight: '100vh', boxSizing: 'border-box', background: vars.color.bg });

export const illustration = style({
  width: '200px',
  maxWidth: '60vw',
  height: 'auto',
  marginBottom: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '420px',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({ marginTop: vars.space['3'] });
