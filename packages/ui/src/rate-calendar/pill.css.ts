import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

/** The value of a flag cell: close-out (closed or open), CTA, CTD. */
export const pill = style({
  display: 'inline-block',
  padding: '1px 6px',
  borderRadius: vars.radius.full,
  fontSize: '11px',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
});
export const pillClosed = style({ background: vars.color.dangerSoft, color: vars.color.dangerText });
export const pillOpen = style({ color: vars.color.successText, fontWeight: vars.fontWeight.medium });
export const pillRestriction = style({ background: vars.color.warningSoft, color: vars.color.warningText });
