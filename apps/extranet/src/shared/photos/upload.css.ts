import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const PHONE = 'screen and (max-width: 640px)';

export const manager = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});
export const dropzoneActive = style({ borderColor: vars.color.accent, background: vars.color.accentSoft });
export const dropTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const hint = style({
  margin: 0,
  maxWidth: '560px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});
export const queueItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
});
export const progress = style({ width: '100%', height: '6px', accentColor: vars.color.accent });
export const fileError = style({ color: vars.color.dangerText, gridColumn: '1 / -1', margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
