import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

/** A booking's detail: the shared sections and facts (customer service shows the same detail). */
export {
  detail,
  factLabel,
  facts,
  factValue,
  section,
  sectionTitle,
} from '../../../shared/components/booking-detail.css';

/** The search form: the shared search filters (customer service searches with the same form). */
export { filters, formActions, wide } from '../../../shared/forms/search-filters.css';

export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const count = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const pager = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });

export const busy = style({ opacity: 0.6, transition: 'opacity 120ms' });

export const breakdown = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const breakdownCell = style({
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
});
export const breakdownAmount = style([breakdownCell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const nightRow = style({ color: vars.color.textMuted });
export const totalRow = style({ color: vars.color.text });
globalStyle(`${totalRow} th, ${totalRow} td`, { fontWeight: vars.fontWeight.bold });

export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});
export const financeRow = style({ color: vars.color.text, background: vars.color.surfaceMuted });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const requests = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const request = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const requestHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});
export const requestText = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const requestAnswer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const requestOutcome = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const pendingNotice = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const requestWarning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
});
export const shortList = style({ margin: 0, paddingLeft: vars.space['5'], color: vars.color.text });
export const resultPage = style({
  maxWidth: 720,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  boxSizing: 'border-box',
});
