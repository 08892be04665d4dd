import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/shared.css.js';
import { vars } from '../theme/tokens.css.js';

/** The review dialog: the pending changes as a table (a card per change on a phone). */
export const dialogBody = style({ overflow: 'auto', maxHeight: '55vh' });

export const changesTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${changesTable} th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${changesTable} td`, {
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const before = style({ color: vars.color.textSubtle, textDecoration: 'line-through' });
export const after = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.warningText });

/**
 * On a phone the seven columns do not fit: each change becomes a small card (room and rate plan, field, date,
 * then "before → after"), with its remove button at the top right.
 */
const phone = 'screen and (max-width: 600px)';
globalStyle(`${changesTable} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${changesTable} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${changesTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
      gridTemplateAreas:
        '"room room room remove" "plan plan plan remove" "field field field field" "date date date date" "before after . ."',
      columnGap: vars.space['2'],
      padding: `${vars.space['2']} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${changesTable} tbody td`, { '@media': { [phone]: { padding: 0, border: 0 } } });
const areas = ['room', 'plan', 'field', 'date', 'before', 'after', 'remove'];
areas.forEach((area, i) => {
  globalStyle(`${changesTable} tbody td:nth-child(${i + 1})`, {
    '@media': { [phone]: { gridArea: area } },
  });
});
globalStyle(`${changesTable} tbody td:nth-child(-n + 2)`, {
  '@media': { [phone]: { fontWeight: vars.fontWeight.semibold } },
});
globalStyle(`${changesTable} tbody td:nth-child(3), ${changesTable} tbody td:nth-child(4)`, {
  '@media': { [phone]: { color: vars.color.textMuted } },
});
globalStyle(`${after}::before`, {
  '@media': { [phone]: { content: '"→ " / ""', color: vars.color.textSubtle, fontWeight: 'normal' } },
});

export const saveError = style({
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const removeButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  padding: vars.space['1'],
  display: 'inline-flex',
  selectors: {
    '&:hover': { color: vars.color.dangerText, background: vars.color.dangerSoft },
    '&:focus-visible': focusRing,
  },
});
