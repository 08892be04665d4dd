export { checkInGuideModule } from './handlers.js';
