export { Button, buttonClassName } from './button.js';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button.js';
