export { ratesModule } from './handlers.js';
