export * from './statements.js';
