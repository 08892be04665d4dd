import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSoft}` },
  },
});

export const frameInvalid = style({
  borderColor: vars.color.danger,
  selectors: {
    '&:focus-within': { borderColor: vars.color.danger, boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
  },
});

export const frameDisabled = style({ background: vars.color.surfaceMuted, opacity: 0.75 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '2px',
  padding: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const separator = style({
  width: '1px',
  height: '20px',
  margin: `0 ${vars.space['1']}`,
  background: vars.color.border,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const content = style({ padding: `${vars.space['2']} ${vars.space['3']}`, minHeight: '120px' });

/**
 * The editable area, with what Tiptap's own injected stylesheet would give it (the editor is created with
 * `injectCSS: false`: the app's Content-Security-Policy refuses a <style> element without its nonce): spaces and
 * line breaks kept as typed (ProseMirror needs `white-space: pre-wrap`), long words wrapped, no ligatures.
 */
export const editable = style({
  outline: 'none',
  minHeight: '104px',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  position: 'relative',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
});
globalStyle(`${editable} [contenteditable="false"]`, { whiteSpace: 'normal' });
globalStyle(`.ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`.ProseMirror-hideselection`, { caretColor: 'transparent' });

globalStyle(`${editable} p`, { margin: `0 0 ${vars.space['2']}` });
globalStyle(`${editable} ul, ${editable} ol`, {
  margin: `0 0 ${vars.space['2']}`,
  paddingLeft: vars.space['6'],
});
globalStyle(`${editable} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${editable} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const linkBar = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const linkInput = style({
  flex: '1 1 220px',
  height: vars.size.controlSm,
  boxSizing: 'border-box',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'] });
export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});
export const counterOver = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });
