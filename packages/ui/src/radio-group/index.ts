export { RadioGroup } from './radio-group.js';
export type { RadioGroupProps, RadioOption } from './radio-group.js';
