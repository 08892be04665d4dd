export { systemParametersModule } from './handlers.js';
