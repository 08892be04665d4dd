export { guestContactModule } from './handlers.js';
