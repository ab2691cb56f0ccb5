export * from './health.ts';
export * from './api-error.ts';
export * from './pin-hash.ts';
