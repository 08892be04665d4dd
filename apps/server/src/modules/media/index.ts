export { mediaModule } from './handlers.js';
