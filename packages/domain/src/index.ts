export * from './roles.js';
export * from './status.js';
export * from './constants.js';
export * from './registration.js';
export * from './routes.js';
export * from './guards.js';
export * from './menus.js';
export * from './redirects.js';
