export { PinInput, PIN_INPUT_LENGTH } from './pin-input.js';
export type { PinInputProps } from './pin-input.js';
