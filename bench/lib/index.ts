export * from './processes.ts';
export * from './report.ts';
export * from './linked-server.ts';
export * from './load.ts';
