export * from './statements.js';
export * from './commission.js';
export * from './tax.js';
export * from './payments.js';
