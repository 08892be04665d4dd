export { manageModule } from './handlers.js';
