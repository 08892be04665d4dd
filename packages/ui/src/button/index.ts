export { Button } from './button.js';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button.js';
