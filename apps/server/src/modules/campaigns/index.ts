export { campaignsModule } from './handlers.js';
