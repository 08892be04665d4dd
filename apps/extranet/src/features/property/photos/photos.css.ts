import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const PHONE = 'screen and (max-width: 640px)';

export {
  manager,
  dropzone,
  dropzoneActive,
  dropTitle,
  hint,
  queue,
  queueItem,
  fileName,
  progress,
  fileError,
  row,
} from '../../../shared/photos/upload.css';

export const notice = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.accentSoft,
});
export const noticeWarn = style({ background: vars.color.warningSoft, color: vars.color.warningText });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['4'],
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const thumbFrame = style({ position: 'relative' });
export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'zoom-in',
  background: vars.color.surfaceMuted,
  aspectRatio: '4 / 3',
});
export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const badge = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
});
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const full = style({ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
