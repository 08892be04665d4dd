export { pushModule } from './handlers.js';
