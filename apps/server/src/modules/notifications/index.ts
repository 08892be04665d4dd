export { notificationsModule } from './handlers.js';
