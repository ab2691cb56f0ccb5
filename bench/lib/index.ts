export * from './processes.ts';
export * from './report.ts';
