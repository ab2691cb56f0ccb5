import { order as orderContract, ordersSyncResponse, type OrderInput } from '@opentill/contracts';
import { cents, centsAllocate, centsFromDecimal, centsToDecimal, orderWithTotals } from '@opentill/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { orderItems, orders, paymentTypes, payments } from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * Issue 14 acceptance: random orders built by the domain rules are stored exactly; random corruptions of them (totals
 * off by a cent, payments changed, status and reference changes, control characters, huge numbers) get 400 and change
 * no row. Runs are few (each posts two uploads), enough to meet every corruption several times.
 */
const RUNS = 30;

interface LineSpec {
  price: number;
  quantity: number;
  modifier: number | null;
  discount: number | null;
  rates: number[];
  untaxed: boolean;
  voided: boolean;
}

const lineSpec: fc.Arbitrary<LineSpec> = fc.record({
  price: fc.integer({ min: 0, max: 200_000 }),
  // Whole units mostly; weighed quantities (3 decimals) too.
  quantity: fc.oneof(
    fc.integer({ min: 1, max: 5 }).map((q) => q * 1000),
    fc.integer({ min: 1, max: 5000 }),
  ),
  modifier: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  discount: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  rates: fc.subarray([5, 7, 8.875]),
  untaxed: fc.boolean(),
  voided: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

interface OrderSpec {
  lines: LineSpec[];
  discount: { type: 1 | 2; value: number } | null;
  open: boolean;
  split: number;
  cash: boolean;
  extra: number;
  tip: number;
}

const orderSpec: fc.Arbitrary<OrderSpec> = fc.record({
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 4 }),
  discount: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant(1 as const), value: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ type: fc.constant(2 as const), value: fc.integer({ min: 0, max: 3000 }) }),
    ),
    { nil: null },
  ),
  open: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  split: fc.integer({ min: 1, max: 2 }),
  cash: fc.boolean(),
  extra: fc.integer({ min: 0, max: 5000 }),
  tip: fc.integer({ min: 0, max: 500 }),
});

const AT = '2026-11-22T12:00:00.000Z';

/** The order a terminal would upload: lines as entered, every total from domain orderWithTotals. */
function orderBuilt(localId: string, spec: OrderSpec): OrderInput {
  const items = spec.lines.map((line, index) => ({
    local_id: `${localId}_i${index}`,
    product: null,
    name: `Item ${index}`,
    quantity: line.quantity / 1000,
    price: centsToDecimal(cents(line.price)),
    modifiers: line.modifier === null ? [] : [{ name: 'Extra', price: centsToDecimal(cents(line.modifier)) }],
    ...(line.discount === null ? {} : { discount: centsToDecimal(cents(line.discount)) }),
    tax_rates: line.rates.map((rate, r) => ({ id: r + 1, rate, name: `Tax ${rate}` })),
    tax_status: line.untaxed ? 1 : 0,
    void_status: line.voided ? 1 : 0,
  }));
  const base = {
    local_id: localId,
    status: spec.open ? 1 : 3,
    open_date: AT,
    ...(spec.open ? {} : { close_date: AT }),
    items,
    ...(spec.discount
      ? {
          discount_orders_raw_type: spec.discount.type,
          discount_orders_raw_value:
            spec.discount.type === 1 ? spec.discount.value : centsToDecimal(cents(spec.discount.value)),
        }
      : {}),
  };
  const totals = (pays: NonNullable<OrderInput['payments']>) => {
    const { items: _items, ...fields } = orderWithTotals({ ...base, payments: pays }, { taxInclusive: false });
    return { ...base, ...fields, payments: pays, ...(spec.open ? {} : { balance_remaining: 0 }) } as OrderInput;
  };
  const due = centsFromDecimal(totals([]).grand_total);
  // An open order holds at most a part payment; a completed one is paid in full, split over one or two payments.
  const paid = spec.open ? Math.floor(due / 2) : due;
  if (paid === 0) return totals([]);
  // A terminal never records a payment of nothing: a cent split in two is one payment (a zero part with change
  // on it is refused, seed 001 §5).
  const parts = (spec.open ? [cents(paid)] : centsAllocate(cents(paid), spec.split === 1 ? [1] : [1, 1])).filter(
    (part) => part > 0,
  );
  const pays = parts.map((part, index) => {
    const last = index === parts.length - 1;
    const cash = last && spec.cash && !spec.open;
    const change = cash ? spec.extra : 0;
    return {
      local_id: `${localId}_p${index}`,
      amount: centsToDecimal(part),
      amount_paid: centsToDecimal(cents(part + change)),
      change_amount: centsToDecimal(cents(change)),
      tips: cash ? 0 : centsToDecimal(cents(spec.tip)),
      payment_type: cash ? 'Cash' : 'Card A',
      payment_date: AT,
      transaction_type: 'sale' as const,
    };
  });
  return totals(pays);
}

type Corruption = { name: string; apply: (order: OrderInput) => OrderInput | null };

const TOTAL_FIELDS = ['subtotal', 'tax_total', 'grand_total', 'total_sum', 'discount_total', 'tips_total'] as const;

/** Each answers the corrupted copy, or null when it does not apply to this order. */
const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  fc
    .record({ field: fc.constantFrom(...TOTAL_FIELDS), delta: fc.constantFrom(-1, 1, 2, -250, 99_999) })
    .map<Corruption>(({ field, delta }) => ({
      name: `${field} off by ${delta} cents`,
      apply: (order) => ({
        ...order,
        [field]: centsToDecimal(cents(centsFromDecimal(order[field] ?? 0) + delta)),
      }),
    })),
  fc.record({ index: fc.nat(), delta: fc.constantFrom(1, -1, 100_000_000) }).map<Corruption>(({ index, delta }) => ({
    name: `payment amount changed by ${delta} cents`,
    apply: (order) => {
      const pays = order.payments ?? [];
      if (order.status !== 3 || pays.length === 0) return null;
      const k = index % pays.length;
      return {
        ...order,
        payments: pays.map((pay, i) => {
          if (i !== k) return pay;
          const amount = cents(centsFromDecimal(pay.amount) + delta);
          const change = centsFromDecimal(pay.change_amount ?? 0);
          return { ...pay, amount: centsToDecimal(amount), amount_paid: centsToDecimal(cents(amount + change)) };
        }),
      };
    },
  })),
  fc.constant<Corruption>({
    name: 'change given on a card payment',
    apply: (order) => {
      const pays = order.payments ?? [];
      const k = pays.findIndex((pay) => centsFromDecimal(pay.change_amount ?? 0) > 0);
      if (k < 0) return null;
      return { ...order, payments: pays.map((pay, i) => (i === k ? { ...pay, payment_type: 'Card A' } : pay)) };
    },
  }),
  fc.constant<Corruption>({
    name: 'an unpaid order marked completed',
    apply: (order) => {
      if (centsFromDecimal(order.grand_total) === 0) return null;
      const { items: _items, ...fields } = orderWithTotals({ ...order, payments: [] }, { taxInclusive: false });
      return { ...order, ...fields, payments: [], status: 3, balance_remaining: 0, close_date: AT };
    },
  }),
  fc.constantFrom('zz_1', 2_147_483_000).map<Corruption>((reference) => ({
    name: `reference_order ${String(reference)} on a sale`,
    apply: (order) => ({ ...order, reference_order: reference }),
  })),
  fc.constant<Corruption>({
    name: 'a return (negated order) without its sale',
    apply: (order) => {
      const items = order.items.map((item) => ({ ...item, quantity: -item.quantity }));
      const { items: _items, ...fields } = orderWithTotals({ ...order, items, payments: [] }, { taxInclusive: false });
      if (centsFromDecimal(fields.grand_total) === 0) return null;
      return {
        ...order,
        ...fields,
        items,
        status: 5,
        balance_remaining: 0,
        close_date: AT,
        payments: [
          {
            local_id: `${order.local_id}_r`,
            amount: fields.grand_total,
            amount_paid: fields.grand_total,
            payment_type: 'Cash',
            payment_date: AT,
            transaction_type: 'return',
          },
        ],
      };
    },
  }),
  fc
    .record({ char: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u009b', '\u007f'), where: fc.nat() })
    .map<Corruption>(({ char, where }) => ({
      name: `control character U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      apply: (order) =>
        where % 2 === 0
          ? { ...order, items: order.items.map((item, i) => (i === 0 ? { ...item, name: `Tea${char}` } : item)) }
          : { ...order, description: `Table by the window${char}p` },
    })),
  fc.constantFrom(1_000_000_000, 999_999_999.99).map<Corruption>((price) => ({
    name: `huge price ${String(price)} without its totals`,
    apply: (order) => ({
      ...order,
      items: order.items.map((item, i) => (i === 0 ? { ...item, price, quantity: 1_000_000, void_status: 0 } : item)),
    }),
  })),
);

describe('orders/sync property: domain-built orders are stored exactly, corrupted ones refused', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  it('stores each valid order exactly and answers 400 changing no row for each corruption', async () => {
    const store = await freshStore(built.database.db);
    await built.database.db.insert(paymentTypes).values([
      { storeId: store.storeId, terminalId: store.terminalId, name: 'Cash', behavior: 1 },
      { storeId: store.storeId, terminalId: store.terminalId, name: 'Card A', behavior: 3 },
    ]);
    const db = built.database.db;
    const rows = async () => ({
      orders: await db.select().from(orders).where(eq(orders.storeId, store.storeId)).orderBy(orders.id),
      items: await db.select().from(orderItems).where(eq(orderItems.storeId, store.storeId)).orderBy(orderItems.id),
      payments: await db.select().from(payments).where(eq(payments.storeId, store.storeId)).orderBy(payments.id),
    });
    const post = (payload: unknown) =>
      built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: store.auth, payload: payload as object });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(orderSpec, corruption, async (spec, corrupt) => {
        run += 1;
        const valid = orderBuilt(`p_${String(run)}`, spec);
        const bad = corrupt.apply(structuredClone(valid));
        if (bad) {
          const before = await rows();
          const res = await post(bad);
          expect(res.statusCode, `${corrupt.name}: ${res.body}`).toBe(400);
          expect(res.json<{ field: string }>().field, corrupt.name).toMatch(/^0\./);
          expect(await rows(), corrupt.name).toEqual(before);
        }
        const res = await post(valid);
        expect(res.statusCode, res.body).toBe(200);
        const [saved] = ordersSyncResponse.parse(res.json());
        // Stored exactly: what any terminal reads back is the upload as the contract reads it, plus server ids.
        const { id: _id, number: _number, ...answered } = saved!;
        expect({
          ...answered,
          items: answered.items.map(({ id: _itemId, ...item }) => item),
          payments: answered.payments.map(({ id: _payId, order: _order, ...pay }) => pay),
        }).toEqual(orderContract.parse(valid));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
