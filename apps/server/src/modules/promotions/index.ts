export { promotionsModule } from './handlers.js';
