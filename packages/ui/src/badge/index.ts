export { Badge, StatusPill } from './badge.js';
export type { BadgeProps, BadgeTone, StatusPillProps } from './badge.js';
