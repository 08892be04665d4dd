import { style } from '@vanilla-extract/css';

/** Drawn at the width it is shown at, its text 12 px on a phone as on a desktop. */
export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
