export * from './status.js';
export * from './breakdown.js';
export * from './special-requests.js';
export * from './reschedule.js';
