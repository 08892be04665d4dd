export { performanceReportModule } from './handlers.js';
