export * from './types.js';
export * from './conditions.js';
export * from './pricing.js';
export * from './deals.js';
export * from './cancellation.js';
export * from './promo-types.js';
