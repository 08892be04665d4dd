export * from './status.js';
export * from './breakdown.js';
export * from './vcc.js';
export * from './guest-contact.js';
export * from './special-requests.js';
export * from './reschedule.js';
export * from './has-error.js';
