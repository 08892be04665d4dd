export { chatModule } from './handlers.js';
