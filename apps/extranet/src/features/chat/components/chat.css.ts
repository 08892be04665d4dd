import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 720px)';

export const activatedNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const points = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  color: vars.color.text,
});

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });

// ---------------------------------------------------------------- performance

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const statValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
export const small = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

// ---------------------------------------------------------------- the inbox

export const inbox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
  minHeight: '560px',
  height: 'min(72vh, 760px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  overflow: 'hidden',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto', minHeight: '70vh' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [phone]: { borderRight: 'none', selectors: { '[data-open="true"] > &': { display: 'none' } } },
  },
});

export const listHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const paneTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const paneHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const channels = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 });

export const channel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['2']}`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const channelName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const channelUnread = style({ fontWeight: vars.fontWeight.bold });
export const channelTime = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const channelPreview = style({
  gridColumn: '1 / 2',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const channelStay = style({
  gridColumn: '1 / 3',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
export const listFooter = style({ padding: vars.space['3'], display: 'flex', justifyContent: 'center' });
export const listState = style({ padding: vars.space['4'] });

// ---------------------------------------------------------------- the conversation

export const conversationPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  '@media': { [phone]: { selectors: { '[data-open="false"] > &': { display: 'none' } } } },
});

export const conversationHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] } },
});

export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });

export const back = style({
  display: 'none',
  gap: vars.space['1'],
  alignItems: 'center',
  '@media': { [phone]: { display: 'inline-flex' } },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const log = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space['4'],
  background: vars.color.bg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [phone]: { minHeight: '50vh' } },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxWidth: 'min(80%, 560px)',
  alignSelf: 'flex-start',
});
export const mine = style({ alignSelf: 'flex-end', alignItems: 'flex-end' });

export const bubble = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
});
export const bubbleMine = style({
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.textOnAccent,
});
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const composerRow = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-end',
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const composerField = style({ flex: 1, minWidth: 0 });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });
export const refused = style({
  margin: 0,
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const empty = style({ margin: 'auto', padding: vars.space['6'] });
