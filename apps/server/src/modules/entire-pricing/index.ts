export { entirePricingModule } from './handlers.js';
