export { ariModule } from './handlers.js';
