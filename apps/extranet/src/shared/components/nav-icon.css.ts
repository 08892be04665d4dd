import { style } from '@vanilla-extract/css';

export const navIcon = style({ width: '18px', height: '18px', flex: 'none' });
