export { customerServiceModule } from './handlers.js';
