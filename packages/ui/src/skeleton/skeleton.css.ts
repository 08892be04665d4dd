import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const circle = style({ borderRadius: vars.radius.full });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
