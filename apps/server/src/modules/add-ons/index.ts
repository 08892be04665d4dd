export { addOnsModule } from './handlers.js';
