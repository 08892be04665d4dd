import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 640px)';
const tablet = 'screen and (max-width: 960px)';

// ---------------------------------------------------------------- layout
export const container = style({
  width: '100%',
  maxWidth: '1160px',
  margin: '0 auto',
  padding: `0 ${vars.space['8']}`,
  '@media': { [phone]: { padding: `0 ${vars.space['4']}` } },
});

export const section = style({
  padding: `72px 0`,
  '@media': { [phone]: { padding: `${vars.space['10']} 0` } },
});

export const sectionAlt = style([section, { background: vars.color.bg }]);

export const sectionHeader = style({
  maxWidth: '720px',
  marginBottom: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.accentSoftText,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.full,
  padding: `${vars.space['1']} ${vars.space['3']}`,
});

export const h2 = style({
  fontSize: '30px',
  lineHeight: 1.2,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  '@media': { [phone]: { fontSize: '24px' } },
});

export const lead = style({ fontSize: '17px', lineHeight: 1.6, color: vars.color.textMuted });

// ---------------------------------------------------------------- hero
export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `64px 0 72px`,
  '@media': { [phone]: { padding: `${vars.space['8']} 0 ${vars.space['10']}` } },
});

export const heroGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
  gap: vars.space['12'],
  alignItems: 'center',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'] } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const h1 = style({
  fontSize: '46px',
  lineHeight: 1.1,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [tablet]: { fontSize: '38px' }, [phone]: { fontSize: '30px' } },
});

export const heroLead = style({
  fontSize: '19px',
  lineHeight: 1.6,
  color: vars.color.textMuted,
  maxWidth: '600px',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });

const ctaBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.controlLg,
  padding: `${vars.space['2']} ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.3,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  border: '1px solid transparent',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  '@media': { [phone]: { width: '100%' } },
} as const;

export const cta = styleVariants({
  primary: {
    ...ctaBase,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    boxShadow: vars.elevation['1'],
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:active': { background: vars.color.accentActive },
    },
  },
  secondary: {
    ...ctaBase,
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
  inverse: {
    ...ctaBase,
    background: vars.color.surface,
    color: vars.color.accentSoftText,
    selectors: { '&:hover': { background: vars.color.accentSoft } },
  },
  ghostInverse: {
    ...ctaBase,
    background: 'transparent',
    color: vars.color.textOnAccent,
    borderColor: 'rgba(255, 255, 255, 0.7)',
    selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
  },
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// ---------------------------------------------------------------- highlights
export const highlights = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const highlight = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const highlightValue = style({
  margin: 0,
  fontSize: '26px',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentSoftText,
  lineHeight: 1.2,
});

export const highlightLabel = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

// ---------------------------------------------------------------- cards
export const cardGrid = styleVariants({
  three: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: vars.space['5'],
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  two: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['6'],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  four: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space['5'],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '@media': {
      [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  '@media': { [phone]: { padding: vars.space['5'] } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
});

/** A card of a CardGrid: on a phone the icon sits beside the title and text, so the list stays short. */
export const featureCard = style([
  card,
  {
    '@media': {
      [phone]: {
        display: 'grid',
        gridTemplateColumns: '44px minmax(0, 1fr)',
        columnGap: vars.space['4'],
        rowGap: vars.space['1'],
        alignItems: 'start',
      },
    },
  },
]);

export const featureIcon = style({ '@media': { [phone]: { gridRow: 'span 2' } } });

export const cardTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.3,
});
export const cardBody = style({ color: vars.color.textMuted, lineHeight: 1.6 });

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

// ---------------------------------------------------------------- numbered steps
export const stepList = style({ listStyle: 'none', margin: 0, padding: 0, counterReset: 'step' });

export const stepItem = style({
  counterIncrement: 'step',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['6'],
  paddingTop: '64px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      top: vars.space['5'],
      left: vars.space['6'],
      display: 'grid',
      placeItems: 'center',
      width: '32px',
      height: '32px',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** A long ordered list (registration steps): two columns with numbered rows. */
export const stepRows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'row',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stepRow = style({
  counterIncrement: 'row',
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&::before': {
      content: 'counter(row)',
      display: 'grid',
      placeItems: 'center',
      width: '32px',
      height: '32px',
      borderRadius: vars.radius.full,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepRowTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
});
export const stepRowBody = style({ color: vars.color.textMuted, marginTop: vars.space['1'] });

/** Compact numbered list inside a card (hotel registration steps). */
export const compactSteps = style({
  margin: 0,
  paddingLeft: vars.space['6'],
  columns: 2,
  columnGap: vars.space['6'],
  color: vars.color.text,
  lineHeight: 1.9,
  '@media': { [phone]: { columns: 1 } },
});

export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  lineHeight: 1.5,
});
export const checkIcon = style({ color: vars.color.success, flex: '0 0 auto', marginTop: '2px' });

export const cardFooter = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

export const checklistBox = style({
  marginTop: vars.space['6'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['8']}`,
  alignItems: 'center',
});

export const checklistTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

// The hero's decorative preview, the FAQ and the closing call to action live beside this file.
export * from './public-preview.css';
export * from './public-faq.css';
