import { ordersSyncResponse, type OrderInput, type SavedOrder } from '@opentill/contracts';
import { cardNumbersIn, orderCheck, orderWithComputedTotals, refundOrderTotals } from '@opentill/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { orderItems, orders, paymentTypes, payments } from '../src/db/schema.ts';
import { orderCheckContext } from '../src/services/order-integrity.ts';
import { ordersToWire } from '../src/services/orders-read.ts';
import { freshStore } from './fixtures.ts';
import { orderPaid, orderTotalled, refundOf, sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

type Store = Awaited<ReturnType<typeof freshStore>>;

/** Issue 14 §1, §3, §6, §8, §9 on POST /api/orders/sync/: what the server refuses, and what it stores. */
describe('order integrity on upload', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const sync = (store: Store, payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: store.auth, payload: payload as object });
  const saved = async (store: Store, payload: unknown): Promise<SavedOrder[]> => {
    const res = await sync(store, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ordersSyncResponse.parse(res.json());
  };
  const refused = async (store: Store, payload: unknown, status: number, field: string) => {
    const res = await sync(store, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ field: string }>().field).toBe(field);
    return res.json<{ error: string; field: string }>();
  };
  /** Every row of the store's orders, items and payments, to show a refusal changed none. */
  const snapshot = async (storeId: number) => {
    const db = built.database.db;
    return {
      orders: await db.select().from(orders).where(eq(orders.storeId, storeId)).orderBy(orders.id),
      items: await db.select().from(orderItems).where(eq(orderItems.storeId, storeId)).orderBy(orderItems.id),
      payments: await db.select().from(payments).where(eq(payments.storeId, storeId)).orderBy(payments.id),
    };
  };
  const counts = async (storeId: number) => {
    const [row] = await built.database.db.select({ n: count() }).from(orders).where(eq(orders.storeId, storeId));
    return row?.n;
  };
  /** A store with a cash type (gives change) and a card type, as the demo terminals have. */
  const storeWithTypes = async (): Promise<Store> => {
    const store = await freshStore(built.database.db);
    await built.database.db.insert(paymentTypes).values([
      { storeId: store.storeId, terminalId: store.terminalId, name: 'Cash', behavior: 1 },
      { storeId: store.storeId, terminalId: store.terminalId, name: 'Card A', behavior: 3 },
    ]);
    return store;
  };
  /** A 50.00 cash sale: one line of 50.00, no tax. */
  const fiftySale = (localId: string): OrderInput =>
    orderPaid(
      {
        local_id: localId,
        status: 3,
        open_date: '2026-11-21T10:00:00.000Z',
        close_date: '2026-11-21T10:05:00.000Z',
        items: [{ local_id: `${localId}_i1`, product: null, name: 'Hamper', quantity: 1, price: 50 }],
        subtotal: 0,
        tax_total: 0,
        grand_total: 0,
        total_sum: 0,
      },
      'Cash',
    );

  describe('§3 a final order never changes but for a refund', () => {
    it('a completed sale re-uploaded as refunded (5) with no lines, payments or total is refused; nothing changes', async () => {
      const store = await storeWithTypes();
      await saved(store, fiftySale('3a_1'));
      const before = await snapshot(store.storeId);
      const emptied = { ...fiftySale('3a_1'), status: 5, items: [], payments: [] };
      const emptiedTotals = orderTotalled(emptied);
      await refused(store, emptiedTotals, 409, '0.local_id');
      // Twice, as the attack repeated it; also with only the totals changed.
      await refused(store, emptiedTotals, 409, '0.local_id');
      await refused(store, { ...fiftySale('3a_1'), status: 5, description: 'x' }, 409, '0.local_id');
      expect(await snapshot(store.storeId)).toEqual(before);
      const summary = await built.app.inject({
        method: 'GET',
        url: '/api/daysummary/?date=2026-11-21',
        headers: store.auth,
      });
      expect(summary.json<{ gross_sales: number }>().gross_sales).toBe(50);
    });

    it('the original takes refunded (5) and the partial-refund marks, its lines and payments as they were', async () => {
      const store = await storeWithTypes();
      const [sold] = await saved(store, sampleOrder('3b_1'));
      const marked = {
        ...sampleOrder('3b_1'),
        status: 5,
        isFullyRefund: false,
        updated_at: '2026-11-21T11:00:00.000Z',
        items: sampleOrder('3b_1').items.map((item, i) => (i === 0 ? { ...item, isPartialRefund: true } : item)),
      };
      const [after] = await saved(store, marked);
      expect(after).toMatchObject({ id: sold?.id, status: 5, isFullyRefund: false, grand_total: 19.66 });
      expect(after?.items[0]?.isPartialRefund).toBe(true);
      expect(after?.items.map((item) => item.id)).toEqual(sold?.items.map((item) => item.id));
      expect(after?.payments.map((p) => p.amount)).toEqual([10, 9.66]);
      // A refunded original stays refunded: back to completed is a change of a final order.
      await refused(store, sampleOrder('3b_1'), 409, '0.local_id');
    });

    it('a refund returns no more than is left: quantities across earlier refunds, and amounts per payment type', async () => {
      const store = await storeWithTypes();
      const [sold] = await saved(store, sampleOrder('3c_1'));
      // Croissant x1: one refund of it passes, a second of it is refused.
      await saved(store, refundOf(sold!, '3c_r1', [{ item: '3c_1_i2', quantity: 1 }]));
      const before = await snapshot(store.storeId);
      await refused(store, refundOf(sold!, '3c_r2', [{ item: '3c_1_i2', quantity: 1 }]), 400, '0.items.0.quantity');
      // Latte x2: three at once is more than was sold.
      await refused(store, refundOf(sold!, '3c_r3', [{ item: '3c_1_i1', quantity: 3 }]), 400, '0.items.0.quantity');
      // Two refunds in one batch that together pass the sold quantity: the second is refused, nothing written.
      await refused(
        store,
        [
          refundOf(sold!, '3c_r4', [{ item: '3c_1_i1', quantity: 1 }]),
          refundOf(sold!, '3c_r5', [{ item: '3c_1_i1', quantity: 2 }]),
        ],
        400,
        '1.items.0.quantity',
      );
      // The sale took 10.00 in cash and 9.66 by card: the rest of it (16.98) handed back in cash alone is more than
      // the cash it took.
      const cashTooMuch = refundOf(
        sold!,
        '3c_r6',
        [
          { item: '3c_1_i1', quantity: 2 },
          { item: '3c_1_i3', quantity: 0.345 },
        ],
        'Cash',
      );
      await refused(store, cashTooMuch, 400, '0.payments.0.payment_type');
      expect(await snapshot(store.storeId)).toEqual(before);
    });

    it('refunds of one sale uploaded at the same time never return more than was sold', async () => {
      const store = await storeWithTypes();
      const [sold] = await saved(store, sampleOrder('3e_1'));
      // Latte x2: six terminals each return one at once; two may pass.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          sync(store, refundOf(sold!, `3e_r${i}`, [{ item: '3e_1_i1', quantity: 1 }])),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
      expect(await counts(store.storeId)).toBe(3);
    });

    it('takes a sale and its refund made offline in one batch, the refund naming the sale by local id', async () => {
      const store = await storeWithTypes();
      const original = { ...sampleOrder('3d_1'), status: 5, isFullyRefund: false };
      const refund = { ...refundOf({ id: 1, items: original.items }, '3d_2', [{ item: '3d_1_i2', quantity: 1 }]) };
      refund.reference_order = '3d_1';
      const [first, second] = await saved(store, [original, refund]);
      expect(first).toMatchObject({ local_id: '3d_1', status: 5 });
      // The croissant gives back the 0.18 tax the sale charged on it (issue 15 §2), no longer 0.17 rounded toward zero.
      expect(second).toMatchObject({ local_id: '3d_2', status: 5, reference_order: '3d_1', grand_total: -2.68 });
    });

    it('a same-day full refund by void gives back what the card charged; a larger or partial void is refused', async () => {
      const store = await freshStore(built.database.db);
      await built.database.db.insert(paymentTypes).values([
        { storeId: store.storeId, terminalId: store.terminalId, name: 'Cash', behavior: 1 },
        { storeId: store.storeId, terminalId: store.terminalId, name: 'Card B', behavior: 5, surcharge: '3' },
      ]);
      // Issue 19's journey: two teas 6.18, surcharge 0.19, a 1.00 tip on Card B which approved 3.18; 3.19 in cash.
      const at = '2026-11-21T10:05:00.000Z';
      const tea = (n: number) => ({ local_id: `vd_1_i${n}`, product: null, name: 'Tea', quantity: 1, price: 3.09 });
      const card = { local_id: 'vd_1_p1', amount: 3.18, tips: 1, payment_type: 'Card B', payment_date: at };
      const [sold] = await saved(
        store,
        orderTotalled({
          local_id: 'vd_1',
          status: 3,
          open_date: '2026-11-21T10:00:00.000Z',
          close_date: at,
          items: [tea(1), tea(2)],
          allow_surcharge: true,
          surcharge_value: 0.19,
          subtotal: 0,
          tax_total: 0,
          grand_total: 0,
          total_sum: 0,
          payments: [
            { ...card, transaction_type: 'sale', reference_id: 'T1OvdXabc1' },
            { local_id: 'vd_1_p2', amount: 3.19, payment_type: 'Cash', payment_date: at, transaction_type: 'sale' },
          ],
        }),
      );
      expect(sold).toMatchObject({ total_sum: 7.37 });
      const voided = (amount: number, tips: number) => ({
        ...card,
        local_id: 'vd_r_v',
        amount,
        amount_paid: amount,
        tips,
        transaction_type: 'return' as const,
        reference_id: 'T1OvdXabc1',
        dejavoo_transaction_type: 'Void',
        payment_date: '2026-11-21T11:01:00.000Z',
      });
      const cashBack = (amount: number) => ({
        local_id: 'vd_r_c',
        amount,
        amount_paid: amount,
        payment_type: 'Cash',
        payment_date: '2026-11-21T11:01:00.000Z',
        transaction_type: 'return' as const,
      });
      const byVoid = (localId: string, lines: { item: string; quantity: number }[], paid: OrderInput['payments']) => {
        const base = refundOf(sold!, localId, lines, 'Cash');
        const totals = refundOrderTotals({ ...base, payments: paid }, sold!, [], { taxInclusive: false })!;
        const {
          items: _items,
          whole_order_discount: _whole,
          ...fields
        } = orderWithComputedTotals({ ...base, payments: paid ?? [] }, totals);
        return { ...base, ...fields, payments: paid, balance_remaining: 0 };
      };
      const all = [
        { item: 'vd_1_i1', quantity: 1 },
        { item: 'vd_1_i2', quantity: 1 },
      ];
      const before = await snapshot(store.storeId);
      await refused(store, byVoid('vd_r1', all, [voided(-3.2, -1), cashBack(-3.17)]), 400, '0.payments.0.amount');
      await refused(
        store,
        byVoid('vd_r2', [{ item: 'vd_1_i1', quantity: 1 }], [voided(-3.09, 0)]),
        400,
        '0.payments.0.dejavoo_transaction_type',
      );
      expect(await snapshot(store.storeId)).toEqual(before);
      const [refund] = await saved(store, byVoid('vd_r3', all, [voided(-3.18, -1), cashBack(-3.19)]));
      expect(refund).toMatchObject({ surcharge_value: -0.19, tips_total: -1, total_sum: -7.37, grand_total: -6.18 });
      expect(refund?.payments.map((p) => [p.payment_type, p.amount, p.tips ?? 0])).toEqual([
        ['Card B', -3.18, -1],
        ['Cash', -3.19, 0],
      ]);
    });
  });

  describe('§6 totals and payments are the domain’s', () => {
    it('refuses totals that differ from the lines, naming the field, and writes nothing', async () => {
      const store = await storeWithTypes();
      await refused(store, sampleOrder('6a_1', { grand_total: 19.68, total_sum: 19.68 }), 400, '0.grand_total');
      await refused(store, [sampleOrder('6a_2'), sampleOrder('6a_3', { subtotal: 18.39 })], 400, '1.subtotal');
      await refused(store, sampleOrder('6a_4', { tax_total: 0 }), 400, '0.tax_total');
      await refused(store, sampleOrder('6a_5', { discount_total: 5 }), 400, '0.discount_total');
      expect(await counts(store.storeId)).toBe(0);
      // A single cent off is refused too: the terminal computes with the same functions, so it matches exactly.
      await refused(store, sampleOrder('6a_6', { total_sum: 19.67 }), 400, '0.total_sum');
      expect(await counts(store.storeId)).toBe(0);
      await saved(store, sampleOrder('6a_7'));
    });

    it('refuses a 1,000,000.00 payment on a 3.50 order, change on a card, and a completed sale not paid in full', async () => {
      const store = await storeWithTypes();
      const tea = (localId: string, pays: OrderInput['payments']): OrderInput =>
        orderTotalled({
          local_id: localId,
          status: 3,
          open_date: '2026-11-21T10:00:00.000Z',
          close_date: '2026-11-21T10:01:00.000Z',
          items: [{ local_id: `${localId}_i`, product: null, name: 'Tea', quantity: 1, price: 3.5 }],
          subtotal: 0,
          tax_total: 0,
          grand_total: 0,
          total_sum: 0,
          payments: pays,
        });
      const at = '2026-11-21T10:01:00.000Z';
      await refused(
        store,
        tea('6b_1', [{ local_id: 'p', amount: 1_000_000, payment_type: 'Cash', payment_date: at }]),
        400,
        '0.payments.0.amount',
      );
      await refused(
        store,
        tea('6b_2', [
          { local_id: 'p', amount: 3.5, amount_paid: 5, change_amount: 1.5, payment_type: 'Card A', payment_date: at },
        ]),
        400,
        '0.payments.0.change_amount',
      );
      await refused(
        store,
        tea('6b_3', [{ local_id: 'p', amount: 3, payment_type: 'Cash', payment_date: at }]),
        400,
        '0.payments',
      );
      await refused(
        store,
        tea('6b_4', [{ local_id: 'p', amount: 3.5, amount_paid: 50, payment_type: 'Cash', payment_date: at }]),
        400,
        '0.payments.0.amount_paid',
      );
      expect(await counts(store.storeId)).toBe(0);
      // Cash may be overpaid: the change goes back.
      const [cash] = await saved(
        store,
        tea('6b_5', [
          { local_id: 'p', amount: 3.5, amount_paid: 5, change_amount: 1.5, payment_type: 'Cash', payment_date: at },
        ]),
      );
      expect(cash?.payments[0]).toMatchObject({ amount: 3.5, amount_paid: 5, change_amount: 1.5 });
    });

    it('refuses a negative "sale" that pays out cash with no original order', async () => {
      const store = await storeWithTypes();
      const payout = orderPaid(
        {
          local_id: '6c_1',
          status: 5,
          open_date: '2026-11-21T10:00:00.000Z',
          close_date: '2026-11-21T10:01:00.000Z',
          items: [{ local_id: '6c_1_i', product: null, name: 'Refund', quantity: -1, price: 500 }],
          subtotal: 0,
          tax_total: 0,
          grand_total: 0,
          total_sum: 0,
        },
        'Cash',
      );
      expect(payout.grand_total).toBe(-500);
      await refused(store, payout, 400, '0.reference_order');
      expect(await counts(store.storeId)).toBe(0);
    });
  });

  describe('§9 ids of another store', () => {
    it("refuses a reference_order or an order_refund_item of another store's order", async () => {
      const store = await storeWithTypes();
      const other = await storeWithTypes();
      const [theirs] = await saved(other, sampleOrder('9a_1'));
      const [mine] = await saved(store, sampleOrder('9a_1'));
      // Their order's server id as reference_order: no order of this store.
      const refund = refundOf(theirs!, '9a_2', [{ item: '9a_1_i2', quantity: 1 }]);
      const error = await refused(store, refund, 400, '0.reference_order');
      expect(error.error).toBe('unknown_reference');
      // My order, but a line naming their item's server id.
      const stolen = refundOf(mine!, '9a_3', [{ item: '9a_1_i2', quantity: 1 }]);
      stolen.items[0]!.order_refund_item = theirs!.items[1]!.id;
      const line = await refused(store, stolen, 400, '0.items.0.order_refund_item');
      expect(line.error).toBe('unknown_reference');
      // An unknown local id as reference_order.
      await refused(store, { ...refund, reference_order: 'nobody_1' }, 400, '0.reference_order');
      // A refund line on a sale that names no original.
      const sale = sampleOrder('9a_4');
      sale.items[0]!.order_refund_item = mine!.items[0]!.id;
      await refused(store, sale, 400, '0.items.0.order_refund_item');
      expect(await counts(store.storeId)).toBe(1);
      // My own item's server id is a valid order_refund_item.
      const own = refundOf(mine!, '9a_5', [{ item: '9a_1_i2', quantity: 1 }]);
      own.items[0]!.order_refund_item = mine!.items[1]!.id;
      await saved(store, own);
    });
  });

  describe('§8 bad order input is a 400, never a 500', () => {
    it('refuses duplicate item or payment local ids inside one order', async () => {
      const store = await storeWithTypes();
      const order = sampleOrder('8a_1');
      await refused(
        store,
        { ...order, items: order.items.map((item) => ({ ...item, local_id: 'same' })) },
        400,
        '0.items.1.local_id',
      );
      await refused(
        store,
        { ...order, payments: order.payments!.map((pay) => ({ ...pay, local_id: 'same' })) },
        400,
        '0.payments.1.local_id',
      );
      expect(await counts(store.storeId)).toBe(0);
    });

    it('refuses control characters and lone surrogates in the order texts that are not short or long text', async () => {
      const store = await storeWithTypes();
      const order = sampleOrder('8c_1');
      const payWith = (fields: object) => ({
        ...order,
        payments: order.payments!.map((pay, i) => (i === 0 ? { ...pay, ...fields } : pay)),
      });
      await refused(store, payWith({ processor_response: 'ok\u0000' }), 400, '0.payments.0.processor_response');
      await refused(
        store,
        payWith({ processor_refund_response: 'ok\u001b@' }),
        400,
        '0.payments.0.processor_refund_response',
      );
      await refused(store, payWith({ gift_card: '1234\u0007' }), 400, '0.payments.0.gift_card');
      await refused(store, { ...order, delivery_address: 'Main St 1\u001bp\u0000' }, 400, '0.delivery_address');
      await refused(store, { ...order, description: 'Table \ud800' }, 400, '0.description');
      expect(await counts(store.storeId)).toBe(0);
      // Line breaks stay allowed where a field may hold several lines.
      await saved(store, {
        ...order,
        delivery_address: 'Main St 1\nFlat 2',
        payments: payWith({ processor_response: '<r>\n<ok/></r>' }).payments,
      });
    });

    it('refuses dates in year 0000 (and past 9999) in an order', async () => {
      const store = await storeWithTypes();
      const order = sampleOrder('8b_1');
      const year0 = '0000-01-01T00:00:00.000Z';
      await refused(store, { ...order, open_date: year0 }, 400, '0.open_date');
      await refused(store, { ...order, close_date: '9999-12-31T23:00:00.000-05:00' }, 400, '0.close_date');
      await refused(
        store,
        { ...order, payments: order.payments!.map((pay) => ({ ...pay, payment_date: year0 })) },
        400,
        '0.payments.0.payment_date',
      );
      await refused(
        store,
        { ...order, items: order.items.map((item) => ({ ...item, voided_at: year0 })) },
        400,
        '0.items.0.voided_at',
      );
      expect(await counts(store.storeId)).toBe(0);
    });
  });

  describe('§1 card data never stored', () => {
    const pan = '4111111111111111';
    const leaky = (localId: string): OrderInput => {
      const order = sampleOrder(localId);
      order.payments = order.payments!.map((pay, i) =>
        i === 1
          ? {
              ...pay,
              processor_response: JSON.stringify({
                AUTH_CODE: 'A1B2',
                CardNumber: pan,
                Track2: `;${pan}=25121010000012300000?`,
                CVV2: '123',
                Note: `card 4111 1111 1111 1111 exp 12/25`,
              }),
              processor_refund_response: `<resp><pan>${pan}</pan><t1>%B${pan}^DOE/JOHN^2512101?</t1></resp>`,
              cardholder_name: `DOE/JOHN ${pan}`,
              auth_code: `A1B2 ${pan}`,
            }
          : pay,
      );
      return order;
    };

    it('scrubs processor responses and cardholder fields before the transaction; a retry changes nothing', async () => {
      const store = await storeWithTypes();
      const [stored] = await saved(store, leaky('1a_1'));
      const card = stored!.payments[1]!;
      expect(card.cardholder_name).toBe('DOE/JOHN');
      expect(card.card_lastfour).toBe('4242');
      expect(JSON.parse(card.processor_response!)).toEqual({ AUTH_CODE: 'A1B2', Note: 'card [removed] exp 12/25' });
      expect(card.processor_refund_response).not.toContain('4111');
      expect(card.auth_code).toBe('A1B[removed]');
      // Nothing in what the database holds for the store, nor in what any terminal reads back.
      const raw = await built.database.db.execute(
        sql`select p.body::text as body from payments p where p.store_id = ${store.storeId}`,
      );
      const text = JSON.stringify(raw);
      expect(cardNumbersIn(text.replace(/[ -]/g, ''))).toEqual([]);
      const list = await built.app.inject({ method: 'GET', url: '/api/orderlist?status=3', headers: store.auth });
      expect(cardNumbersIn(list.body)).toEqual([]);
      expect(list.body).not.toContain(pan);
      // The same upload again is the same order (the fingerprint is taken after scrubbing).
      const [again] = await saved(store, leaky('1a_1'));
      expect(again).toEqual(stored);
    });
  });

  it('the demo history seed writes orders that pass the same checks', async () => {
    const demo = await buildApp({ ...testDatabaseOptions(), demoMode: true });
    try {
      // Demo history orders carry a dining option named Take out or Dine in (demo-history.ts); on PostgreSQL other
      // files' orders share the table.
      const rows = await demo.database.db
        .select()
        .from(orders)
        .where(sql`${orders.status} = 3 and ${orders.body}->'dining_option'->>'name' in ('Take out', 'Dine in')`)
        .limit(200);
      expect(rows.length).toBeGreaterThan(0);
      for (const order of await ordersToWire(demo.database.db, rows)) {
        const context = await orderCheckContext(demo.database.db, rows.find((row) => row.id === order.id)!.storeId);
        expect(orderCheck(order, context), order.local_id).toBeNull();
      }
    } finally {
      await demo.app.close();
    }
  });
});
