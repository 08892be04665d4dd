export * from './format';
export * from './use-format';
