export { hotelNowModule } from './handlers.js';
