export * from './format';
export * from './use-format';
export * from './links';
