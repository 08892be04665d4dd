export { Tooltip, InfoTip } from './tooltip.js';
export type { TooltipProps } from './tooltip.js';
