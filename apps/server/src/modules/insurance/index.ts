export { insuranceModule } from './handlers.js';
