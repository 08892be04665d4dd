export { bookingRequestsModule } from './handlers.js';
