export { Stepper, stepStatus } from './stepper.js';
export type { StepperProps, StepperStep, StepStatus } from './stepper.js';
