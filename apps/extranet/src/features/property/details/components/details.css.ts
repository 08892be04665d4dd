import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const pdfFrame = style({
  width: '100%',
  height: '75vh',
  minHeight: '420px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const scoreRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});
export const scoreValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  minWidth: '5ch',
});
export const meter = style({ flex: '1 1 200px', height: '12px', accentColor: vars.color.accent });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: '1 1 240px',
});
export const itemTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const pageLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['2'],
});

export const announcementText = style({ maxWidth: '48ch', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
