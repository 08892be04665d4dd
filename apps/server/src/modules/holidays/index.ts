export { holidaysModule } from './handlers.js';
