export { paymentDetailsModule } from './handlers.js';
