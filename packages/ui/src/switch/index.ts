export { Switch } from './switch.js';
export type { SwitchProps, SwitchConfirmation } from './switch.js';
