export { taxAccountsModule } from './handlers.js';
