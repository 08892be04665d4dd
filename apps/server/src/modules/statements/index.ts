export { statementsModule } from './handlers.js';
