import { bigint } from 'drizzle-orm/pg-core';

/** Money is kept in integer cents (ARCHITECTURE "Money and numbers"); bigint so sums never overflow. */
export const centsColumn = (name: string) => bigint(name, { mode: 'number' });
