export { ErrorState, errorStateNavigation } from './error-state.js';
export type { ErrorStateProps } from './error-state.js';
