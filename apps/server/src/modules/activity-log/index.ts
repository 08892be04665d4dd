export { activityLogModule } from './handlers.js';
