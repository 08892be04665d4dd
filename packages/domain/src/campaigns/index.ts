export * from './campaigns.js';
