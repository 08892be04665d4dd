export * from './status.js';
export * from './breakdown.js';
