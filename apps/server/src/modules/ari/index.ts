export { ariModule } from './handlers.js';
// intake still imports withRetry from here; it lives in db/retry.ts.
export { withRetry } from '../../db/retry.js';
