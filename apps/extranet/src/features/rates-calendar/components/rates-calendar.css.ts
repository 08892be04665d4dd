import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

const phone = 'screen and (max-width: 720px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space['4'],
});

export const viewNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

const viewLinkBase = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
} as const;

export const viewLink = style({
  ...viewLinkBase,
  color: vars.color.text,
  background: vars.color.surface,
  ':hover': { background: vars.color.surfaceMuted },
});

export const viewLinkActive = style({
  ...viewLinkBase,
  color: vars.color.textOnAccent,
  background: vars.color.accent,
  borderColor: vars.color.accent,
});

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
});

export const filter = style({ minWidth: 0 });
export const todayButton = style({ justifySelf: 'start' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** Keyboard instructions, for a fine pointer (mouse) and keyboard; touch screens get `touchHint` instead. */
export const keyboardHint = style([hint, { '@media': { '(pointer: coarse)': { display: 'none' } } }]);
/** Touch instructions (tap, swipe): shown where the main pointer is a finger. */
export const touchHint = style([
  hint,
  { display: 'none', '@media': { '(pointer: coarse)': { display: 'block' } } },
]);
export const pending = style({
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const refused = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
});
export const refusedTitle = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });

export const gridWrap = style({ minWidth: 0, maxWidth: '100%', overflow: 'hidden' });

export const panels = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});

export const panelForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const anomalies = style({ margin: 0, paddingLeft: vars.space['5'] });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

/** The grid and, when open, the change log beside it (below it on narrower screens). */
export const calendarLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
});
export const calendarLayoutWithLog = style({
  '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const gridActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const logAside = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': { 'screen and (min-width: 1280px)': { position: 'sticky', top: vars.space['4'] } },
});
export const logTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const logPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  maxHeight: '520px',
  overflowY: 'auto',
});
export const logCell = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const logList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const logItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const logWhat = style({ fontWeight: vars.fontWeight.medium });
export const logValues = style({ fontVariantNumeric: 'tabular-nums' });
export const logBefore = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const logAfter = style({ fontWeight: vars.fontWeight.semibold });
export const logMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** On a phone the change log is a sheet at the bottom of the screen. */
export const logSheet = style({
  '@media': {
    [phone]: {
      // Beats the dialog's centred position (same specificity otherwise).
      selectors: {
        '&[role="dialog"]': {
          top: 'auto',
          bottom: 0,
          left: 0,
          right: 0,
          transform: 'none',
          width: '100%',
          maxWidth: '100%',
          maxHeight: '75vh',
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
        },
      },
    },
  },
});
