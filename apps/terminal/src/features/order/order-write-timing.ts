import type { WriteTiming } from './order-write-queue.ts';

/**
 * How long a shown change waits to be written (order-write-queue.ts, docs/decisions.md §45): once no change came for
 * `quietMs`, at the latest `longestMs` after the first unwritten one. The terminal's test set-up writes at once.
 */
export const orderWriteTiming: WriteTiming = { quietMs: 250, longestMs: 2_000 };
