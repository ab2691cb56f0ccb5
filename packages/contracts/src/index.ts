export * from './health.ts';
export * from './api-error.ts';
