import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { focusRing } from '../theme/shared.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
});

export const dropzoneActive = style({ borderColor: vars.color.accent, background: vars.color.accentSoft });
export const dropzoneDisabled = style({
  background: vars.color.surfaceMuted,
  borderColor: vars.color.border,
});

export const dropIcon = style({
  display: 'inline-flex',
  padding: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const dropTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const hint = style({
  margin: 0,
  maxWidth: '560px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  lineHeight: vars.lineHeight.normal,
});

export const groupError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation['1'],
});

export const cardError = style({ borderColor: vars.color.danger });
export const cardMain = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}`,
});
// The card being dragged is lifted above the others (they slide aside), not faded into them.
export const cardDragging = style({ boxShadow: vars.elevation['3'], cursor: 'grabbing' });

export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const mainBadge = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const status = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const statusDone = style({ color: vars.color.successText });

export const fileError = style({
  display: 'flex',
  gap: vars.space['1'],
  alignItems: 'flex-start',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.dangerText,
  lineHeight: vars.lineHeight.normal,
});

export const progress = style({
  width: '100%',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  background: vars.color.accent,
  transition: `width ${vars.motion.normal}`,
});

export const caption = style({
  width: '100%',
  boxSizing: 'border-box',
  height: vars.size.controlSm,
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });
export const spacer = style({ flex: 1 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { color: vars.color.accent },
  },
});

// touch-action: none lets a finger drag the handle instead of scrolling the page (dnd-kit's pointer sensor).
export const handle = style([iconButton, { cursor: 'grab', touchAction: 'none' }]);
export const danger = style({
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.dangerText, background: vars.color.dangerSoft },
  },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
