import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 640px)';
const tablet = 'screen and (max-width: 960px)';

// ---------------------------------------------------------------- FAQ
export const faqLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)',
  gap: vars.space['10'],
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const faqList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const faqItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `0 ${vars.space['5']}`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['4']} 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const faqChevron = style({
  flex: '0 0 auto',
  color: vars.color.textSubtle,
  transition: `transform ${vars.motion.normal}`,
});

globalStyle(`details[open] > summary .${faqChevron}`, { transform: 'rotate(90deg)' });

export const faqAnswer = style({
  paddingBottom: vars.space['4'],
  color: vars.color.textMuted,
  lineHeight: 1.6,
});

// ---------------------------------------------------------------- closing call to action
export const ctaBand = style({
  background: `linear-gradient(135deg, ${vars.color.accent} 0%, ${vars.color.accentActive} 100%)`,
  color: vars.color.textOnAccent,
  padding: `64px 0`,
  '@media': { [phone]: { padding: `${vars.space['10']} 0` } },
});

export const ctaInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  flexWrap: 'wrap',
});

export const ctaTitle = style({
  fontSize: '30px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  '@media': { [phone]: { fontSize: '24px' } },
});
export const ctaBody = style({ fontSize: vars.fontSize.lg, marginTop: vars.space['2'], opacity: 0.95 });

export const srOnly = style({
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
