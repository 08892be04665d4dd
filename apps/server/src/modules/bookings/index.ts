export { bookingsModule } from './handlers.js';
