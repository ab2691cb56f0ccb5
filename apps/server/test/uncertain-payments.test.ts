import { ordersSyncResponse, type OrderInput } from '@opentill/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

type Store = Awaited<ReturnType<typeof freshStore>>;

/**
 * Issue 19 §3 on POST /api/orders/sync/: a card payment of unknown outcome travels beside the payments, never among
 * them; the server refuses an upload whose payments and uncertain payments do not agree, or that completes an order
 * with an outcome still unknown.
 */
describe('uncertain card payments on upload', () => {
  let built: App;
  let store: Store;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    store = await freshStore(built.database.db);
    // A business of its own, so the store has an audit log.
    const [business] = await built.database.db.insert(t.businesses).values({ name: 'Audit business' }).returning();
    await built.database.db.update(t.stores).set({ businessId: business!.id }).where(eq(t.stores.id, store.storeId));
  });
  afterAll(async () => built.app.close());

  const sync = (payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: store.auth, payload: payload as object });
  const refusedField = async (payload: unknown) => {
    const res = await sync(payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ field: string }>().field;
  };

  /** The sample's 19.66 paid 10 in cash; the card's 9.66 unknown. */
  function withUncertain(localId: string, extra: Partial<OrderInput> = {}): OrderInput {
    const base = sampleOrder(localId);
    const [cash, card] = base.payments ?? [];
    return {
      ...base,
      status: 1,
      close_date: null,
      balance_remaining: 9.66,
      payments: [cash!],
      uncertain_payments: [{ payment: { ...card!, payment_type: 'Card B', reference_id: 'T1O1Xabc' } }],
      ...extra,
    };
  }

  it('keeps an open order with a payment of unknown outcome, which counts as unpaid', async () => {
    const res = await sync(withUncertain('u1'));
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = ordersSyncResponse.parse(res.json());
    expect(saved?.uncertain_payments?.[0]?.payment.reference_id).toBe('T1O1Xabc');
    expect(saved?.payments).toHaveLength(1);
  });

  it('refuses to complete an order while an outcome is unknown', async () => {
    const order = withUncertain('u2', { status: 3, close_date: '2026-11-21T10:06:00.000Z', balance_remaining: 0 });
    expect(await refusedField(order)).toBe('0.uncertain_payments.0.resolution');
  });

  it('takes a manager\'s "charged" with its payment among the payments, and refuses one that names no manager', async () => {
    const open = withUncertain('u3');
    const entry = open.uncertain_payments![0]!;
    const settled = {
      ...open,
      status: 3,
      close_date: '2026-11-21T10:06:00.000Z',
      balance_remaining: 0,
      payments: [...open.payments!, entry.payment],
      uncertain_payments: [
        {
          ...entry,
          resolution: 'charged' as const,
          resolved_how: 'staff' as const,
          resolved_by: 2,
          resolved_at: '2026-11-21T10:06:00.000Z',
        },
      ],
    };
    expect(
      await refusedField({
        ...settled,
        uncertain_payments: [{ ...settled.uncertain_payments[0]!, resolved_by: null }],
      }),
    ).toBe('0.uncertain_payments.0.resolved_by');
    expect((await sync(settled)).statusCode).toBe(200);
    // The manager's decision is in the audit log once, with the reference and the amount; a retry adds nothing.
    expect((await sync(settled)).statusCode).toBe(200);
    const entries = await built.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.storeId, store.storeId), eq(t.auditLog.action, 'payment.uncertain_settled')));
    expect(entries.map((entry) => [entry.target, entry.detail])).toEqual([
      [
        'order u3',
        expect.objectContaining({
          resolution: 'charged',
          manager: 2,
          reference_id: 'T1O1Xabc',
          amount: 9.66,
        }) as unknown,
      ],
    ]);
  });

  it('refuses payments that do not add up: "not charged" yet among the payments, or completed without it', async () => {
    const open = withUncertain('u4');
    const entry = open.uncertain_payments![0]!;
    const notCharged = {
      ...entry,
      resolution: 'not_charged' as const,
      resolved_how: 'status' as const,
      resolved_at: '2026-11-21T10:06:00.000Z',
    };
    expect(
      await refusedField({ ...open, payments: [...open.payments!, entry.payment], uncertain_payments: [notCharged] }),
    ).toBe('0.uncertain_payments.0.payment.local_id');
    expect(
      await refusedField({
        ...open,
        status: 3,
        close_date: '2026-11-21T10:06:00.000Z',
        balance_remaining: 0,
        uncertain_payments: [notCharged],
      }),
    ).toBe('0.payments');
  });
});
