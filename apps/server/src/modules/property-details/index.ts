export { propertyDetailsModule } from './handlers.js';
