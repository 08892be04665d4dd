export { bookingVccModule } from './handlers.js';
