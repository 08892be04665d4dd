export { commissionModule } from './handlers.js';
