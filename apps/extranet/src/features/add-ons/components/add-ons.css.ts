import { style } from '@vanilla-extract/css';

export const thumb = style({
  width: 64,
  height: 48,
  objectFit: 'cover',
  borderRadius: 6,
  display: 'block',
});

export const photoPreview = style({
  width: 240,
  maxWidth: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 8,
  display: 'block',
});

export const photoField = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
});

export const periodForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  marginBottom: 16,
});
