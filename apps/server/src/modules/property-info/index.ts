export { propertyInfoModule } from './handlers.js';
