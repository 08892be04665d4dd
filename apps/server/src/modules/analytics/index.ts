export { analyticsModule } from './handlers.js';
