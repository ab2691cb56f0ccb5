export * from './account.ts';
export * from './audit.ts';
export * from './catalog.ts';
export * from './people.ts';
export * from './devices.ts';
export * from './floor.ts';
export * from './sales.ts';
export * from './ordering.ts';
