export { createHotelNowModule, hotelNowModule } from './handlers.js';
// intake still imports presentWindow from here.
export { presentWindow } from './service.js';
