export * from './commission.js';
export * from './tax.js';
