export { guestReviewsModule } from './handlers.js';
