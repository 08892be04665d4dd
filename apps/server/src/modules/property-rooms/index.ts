export { propertyRoomsModule } from './handlers.js';
