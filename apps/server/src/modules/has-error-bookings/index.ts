export { hasErrorBookingsModule } from './handlers.js';
