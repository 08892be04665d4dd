export { registrationModule } from './handlers.js';
