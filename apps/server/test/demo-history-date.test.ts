import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import * as t from '../src/db/schema.ts';

/**
 * The demo's past day is dated from DEMO_HISTORY_AT when set (the screen tours: the same orders before their sale
 * every day). Always on a fresh embedded database: the seed runs only on an empty one.
 */
describe('the demo history date (DEMO_HISTORY_AT)', () => {
  it('dates the closed shift and its orders on the day before the given instant', async () => {
    const built = await buildApp({ dataDir: 'memory', demoHistoryAt: '2026-11-24T10:30:00Z' });
    try {
      const shifts = await built.database.db.select().from(t.shifts).orderBy(asc(t.shifts.id));
      expect(shifts[0]?.openedAt.toISOString()).toBe('2026-11-23T08:00:00.000Z');
      const orders = await built.database.db.select({ body: t.orders.body }).from(t.orders);
      expect(orders).toHaveLength(12);
      const dates = orders.map((o) => String((o.body as { close_date?: string }).close_date ?? ''));
      for (const date of dates) expect(date.slice(0, 10)).toBe('2026-11-23');
    } finally {
      await built.app.close();
    }
  });

  it('dates it on the business day before, also between midnight and the start time of the store (06:00)', async () => {
    const built = await buildApp({ dataDir: 'memory', demoHistoryAt: '2026-11-25T02:00:00Z' });
    try {
      const shifts = await built.database.db.select().from(t.shifts).orderBy(asc(t.shifts.id));
      // 02:00 on the 25th is still the business day of the 24th: the past day is the 23rd, not the 24th.
      expect(shifts[0]?.openedAt.toISOString()).toBe('2026-11-23T08:00:00.000Z');
      expect(shifts[0]?.closedAt?.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    } finally {
      await built.app.close();
    }
  });

  it('refuses to start on a value that is not a date, naming the variable', async () => {
    await expect(buildApp({ dataDir: 'memory', demoHistoryAt: 'yesterday' })).rejects.toThrow(
      /DEMO_HISTORY_AT: not an ISO 8601 date and time: yesterday/,
    );
  });
});
