import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 640px)';
const tablet = 'screen and (max-width: 960px)';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `56px 0 48px`,
  '@media': { [phone]: { padding: `${vars.space['8']} 0` } },
});

export const heroInner = style({
  maxWidth: '760px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const searchBox = style({ marginTop: vars.space['2'] });

// The search field a little larger than a form field: it is the page's main control.
globalStyle(`${searchBox} input`, { fontSize: vars.fontSize.lg, minHeight: vars.size.controlLg });
globalStyle(`${searchBox} [role="group"], ${searchBox} input`, { background: vars.color.surface });
globalStyle(`${searchBox} label`, { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, minHeight: '1.5em' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space['10'],
  padding: `${vars.space['10']} 0 64px`,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const bodySingle = style({ padding: `${vars.space['10']} 0 0` });

export const topicsNav = style({
  position: 'sticky',
  top: vars.space['4'],
  '@media': { [tablet]: { position: 'static' } },
});

export const topicsTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textSubtle,
  marginBottom: vars.space['2'],
});

export const topicsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': { [tablet]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['2'] } },
});

export const topicLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  '@media': {
    [tablet]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.full,
      background: vars.color.surface,
    },
  },
});

export const topicIcon = style({ color: vars.color.accent, flex: '0 0 auto' });

export const categories = style({ display: 'flex', flexDirection: 'column', gap: vars.space['10'] });

export const category = style({ scrollMarginTop: vars.space['6'] });

export const categoryHeader = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
  marginBottom: vars.space['4'],
});

export const categoryIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  flex: '0 0 auto',
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const categoryTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
});
export const categoryDescription = style({ color: vars.color.textMuted, marginTop: vars.space['1'] });

export const articleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space['3'],
});

export const articleCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.elevation['2'] },
    '&:focus-within': { borderColor: vars.color.accent, boxShadow: vars.elevation['2'] },
  },
});

export const articleCardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.35,
});

export const articleCardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const articleCardSummary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
});

export const articleCardMeta = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.semibold,
});

export const contact = style({
  margin: `${vars.space['10']} 0 64px`,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const contactTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const contactBody = style({
  color: vars.color.textMuted,
  marginTop: vars.space['1'],
  maxWidth: '620px',
});

export const empty = style({
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
});

// ---------------------------------------------------------------- article page
export const articleLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space['12'],
  padding: `${vars.space['8']} 0 64px`,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'] } },
});

export const breadcrumb = style({ paddingTop: vars.space['6'] });

export const breadcrumbList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const breadcrumbItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const article = style({
  maxWidth: '720px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const articleTitle = style({
  outline: 'none',
  fontSize: '38px',
  lineHeight: 1.15,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
  '@media': { [phone]: { fontSize: '28px' } },
});

export const articleSummary = style({
  fontSize: '19px',
  lineHeight: 1.55,
  color: vars.color.textMuted,
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const articleBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontSize: vars.fontSize.lg,
  lineHeight: 1.7,
  color: vars.color.text,
});

export const articleH2 = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.3,
  marginTop: vars.space['4'],
});

export const articleList2 = style({
  margin: 0,
  paddingLeft: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const note = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.infoSoft,
  color: vars.color.infoText,
  borderLeft: `4px solid ${vars.color.info}`,
});

export const noteIcon = style({ flex: '0 0 auto', marginTop: '4px' });

export const related = style({
  position: 'sticky',
  top: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [tablet]: { position: 'static' } },
});

export const relatedTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const relatedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const relatedLink = style({
  color: vars.color.accent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.4,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  marginTop: vars.space['4'],
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
