import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const PHONE = 'screen and (max-width: 640px)';

const bannerBase = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  borderWidth: '1px',
  borderStyle: 'solid',
} as const;

export const banner = styleVariants({
  NONE: { ...bannerBase, background: vars.color.surfaceMuted, borderColor: vars.color.border },
  DRAFT: { ...bannerBase, background: vars.color.warningSoft, borderColor: vars.color.warning },
  SUBMITTED_INACTIVE: { ...bannerBase, background: vars.color.infoSoft, borderColor: vars.color.info },
  ACTIVE: { ...bannerBase, background: vars.color.successSoft, borderColor: vars.color.success },
});
export const bannerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 320px',
});
export const bannerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const bannerLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
export const bannerMeta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const views = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const viewLink = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const contacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const contact = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  marginBottom: vars.space['2'],
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const itemActions = style({ display: 'flex', gap: vars.space['1'] });

export const photoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space['3'],
});
export const photoOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['2'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});
export const photoThumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const photoLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const formActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: `${vars.space['3']} 0`,
  background: vars.color.bg,
  borderTop: `1px solid ${vars.color.border}`,
  // On a phone a sticky bar would cover a third of the screen.
  '@media': { [PHONE]: { position: 'static' } },
});

export const preview = style({
  maxWidth: '640px',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
export const previewHero = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const previewText = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });
export const previewFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const previewThumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space['2'],
});
export const previewHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const previewList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const logTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const logCell = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const tableScroll = style({ overflowX: 'auto' });
