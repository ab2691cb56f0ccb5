import { auditResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { auditLog } from '../src/db/schema.ts';
import { auditRecord } from '../src/services/audit.ts';
import { dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard audit log CSV (issue 16 §8, §10)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const get = (path: string, who: DashboardSession | null) =>
    built.app.inject({ method: 'GET', url: path, headers: who ? who.headers : {} });
  const csvLines = (body: string) => body.trim().split('\r\n');

  it('exports what the account may read: an owner the business, a manager their store, never another business', async () => {
    const owner = await dashboardSignIn(built, { storeName: 'Main street' });
    const manager = await dashboardSignIn(built, { business: owner.business, role: 'manager', storeName: 'Harbour' });
    const stranger = await dashboardSignIn(built, { storeName: 'Elsewhere' });
    const db = built.database.db;
    // A unique prefix: on PostgreSQL the test files share the log.
    const tag = `csvtest${String(Date.now())}`;
    await auditRecord(db, {
      businessId: owner.business,
      accountId: owner.account.id,
      storeId: owner.storeId,
      action: `${tag}.main`,
      target: '=cmd|" /C calc"!A0',
      detail: { price: 120 },
      address: '10.0.0.1',
    });
    await auditRecord(db, {
      businessId: owner.business,
      accountId: manager.account.id,
      storeId: manager.storeId,
      action: `${tag}.harbour`,
      target: 'product 7',
    });
    await auditRecord(db, {
      businessId: stranger.business,
      accountId: stranger.account.id,
      storeId: stranger.storeId,
      action: `${tag}.elsewhere`,
      target: 'product 8',
    });

    const all = await get(`/api/dashboard/audit?action=${tag}&format=csv`, owner);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(all.headers['cache-control']).toBe('no-store');
    const lines = csvLines(all.body);
    expect(lines[0]).toBe('Id,Time,Store id,Store,Account email,Account name,Action,Target,Detail,Address');
    // Newest first; the target a spreadsheet would run is quoted; the detail is its JSON.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `,${String(manager.storeId)},Harbour,${manager.account.email},Test manager,${tag}.harbour,`,
    );
    expect(lines[2]).toContain(`,${String(owner.storeId)},Main street,${owner.account.email},Test owner,${tag}.main,`);
    expect(lines[2]).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(lines[2]).toContain('"{""price"":120}",10.0.0.1');
    expect(all.body).not.toMatch(/(^|,)=cmd/m);
    expect(all.body).not.toContain('Elsewhere');

    const mine = csvLines((await get(`/api/dashboard/audit?action=${tag}&format=csv`, manager)).body);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toContain(`${tag}.harbour`);

    const theirs = csvLines((await get(`/api/dashboard/audit?action=${tag}&format=csv`, stranger)).body);
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toContain(`${tag}.elsewhere`);

    // Filtered by store: one of the business's; another business's store or one the manager may not see is 404.
    const main = csvLines(
      (await get(`/api/dashboard/audit?store=${owner.storeId}&action=${tag}&format=csv`, owner)).body,
    );
    expect(main).toHaveLength(2);
    for (const [who, store] of [
      [owner, stranger.storeId],
      [manager, owner.storeId],
    ] as const) {
      const refused = await get(`/api/dashboard/audit?store=${store}&format=csv`, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ field: 'store' });
    }
    expect((await get('/api/dashboard/audit?format=csv', null)).statusCode).toBe(401);
  });

  it('exports every matching entry, past the batches it reads, while the JSON list stays paged', async () => {
    const owner = await dashboardSignIn(built);
    const tag = `bulk${String(Date.now())}`;
    await built.database.db.insert(auditLog).values(
      Array.from({ length: 1_203 }, (_, index) => ({
        businessId: owner.business,
        accountId: owner.account.id,
        storeId: owner.storeId,
        action: `${tag}.update`,
        target: `product ${String(index)}`,
      })),
    );
    const lines = csvLines((await get(`/api/dashboard/audit?action=${tag}&format=csv`, owner)).body);
    expect(lines).toHaveLength(1 + 1_203);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(1_203);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = auditResponse.parse((await get(`/api/dashboard/audit?action=${tag}`, owner)).json());
    expect(page.entries).toHaveLength(50);
    expect(page.next_before).not.toBeNull();
  });

  it('answers 400 naming the field on a bad format', async () => {
    const owner = await dashboardSignIn(built);
    const bad = await get('/api/dashboard/audit?format=xlsx', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid', field: 'format' });
  });
});
