import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const MOBILE = 'screen and (max-width: 900px)';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  minHeight: '100vh',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Toasts centred on the form's column (6 of the grid's 11 parts), not across the side panel.
globalStyle(`body:has(${root})`, {
  '@media': {
    [`not ${MOBILE}`]: {
      vars: {
        '--ui-toast-center': 'calc(100% * 8 / 11)',
        '--ui-toast-max-width': 'calc(100% * 6 / 11 - 32px)',
      },
    },
  },
});

export const aside = style({
  background: `linear-gradient(150deg, #17468f 0%, #1f5fbf 55%, #2f7bf0 100%)`,
  color: '#ffffff',
  padding: `${vars.space['12']} ${vars.space['10']}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space['8'],
  '@media': { [MOBILE]: { display: 'none' } },
});

export const asideBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: '#ffffff',
  textDecoration: 'none',
});

export const asideTitle = style({
  fontSize: '32px',
  lineHeight: 1.2,
  fontWeight: vars.fontWeight.bold,
  maxWidth: '420px',
});

export const asideText = style({ fontSize: vars.fontSize.lg, opacity: 0.92, maxWidth: '440px' });

export const points = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const point = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  fontSize: vars.fontSize.md,
});

export const check = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: 'rgba(255,255,255,0.18)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  minHeight: '100vh',
});

export const contentTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space['4']} ${vars.space['6']}`,
  gap: vars.space['4'],
});

export const mobileBrand = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [MOBILE]: { display: 'flex' } },
});

export const formArea = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['12']}`,
  outline: 'none',
  '@media': { [MOBILE]: { alignItems: 'flex-start', padding: vars.space['4'] } },
});

export const formBox = style({
  width: '100%',
  maxWidth: '440px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const logo = style({ width: '36px', height: '36px' });

export const languageBox = style({ width: '180px', marginLeft: 'auto' });
