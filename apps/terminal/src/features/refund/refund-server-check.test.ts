// @vitest-environment node
import type { Payment, PaymentType } from '@opentill/contracts';
import {
  centsFromDecimal,
  orderCheck,
  orderWithTotals,
  PAYMENT_BEHAVIOR,
  refundCheck,
  thousandths,
  type CheckOrder,
  type OrderCheckContext,
  type TotalsContext,
} from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenTillDb } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { shiftOpen } from '../../data/repositories/shifts.ts';
import type { PaymentMethod } from '../checkout/payment-methods/index.ts';
import { refundDraftCreate, refundProcess, type RefundDeps } from './refund-actions.ts';

/**
 * Issue 14 §3, §6: what the terminal uploads after a refund (the refund order and its original with the refund marks)
 * passes the server's checks (packages/domain order-check.ts), so a real refund is never refused by the back office.
 */
const NOW = new Date('2026-11-24T12:00:00.000Z');
const TOTALS = { taxInclusive: false };
const SERVER: OrderCheckContext = { taxInclusive: false, changeTypes: new Set(['Cash']), surchargeMax: thousandths(0) };
const VAT = [{ id: 1, rate: 10, name: 'VAT' }];

const type = (id: number, name: string, behavior: number): PaymentType => ({
  id,
  name,
  behavior,
  url: null,
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 0,
});

const item = (local_id: string, price: number, quantity: number, discount = 0) => ({
  local_id,
  product: 11,
  name: local_id,
  price,
  quantity,
  discount,
  modifiers: [],
  void_status: 0,
  tax_status: 0,
  tax_rates: VAT,
});

/** A completed sale, paid half in cash and the rest by card, totals from the domain. */
function sale(local_id: string, items: ReturnType<typeof item>[], extra: Partial<OrderRecord> = {}): OrderRecord {
  const base = withTotals(
    {
      local_id,
      id: 500,
      items,
      status: 3,
      open_date: '2026-11-24T10:00:00.000Z',
      close_date: '2026-11-24T10:05:00.000Z',
      payments: [],
      subtotal: 0,
      tax_total: 0,
      grand_total: 0,
      total_sum: 0,
      ...extra,
    } as unknown as OrderRecord,
    TOTALS,
  );
  const cash = Math.floor(base.total_sum * 50) / 100;
  const pay = (id: string, name: string, amount: number): Payment => ({
    local_id: id,
    payment_type: name,
    amount,
    amount_paid: amount,
    tips: 0,
    change_amount: 0,
    payment_date: '2026-11-24T10:04:00.000Z',
    transaction_type: 'sale',
  });
  const card = Math.round((base.total_sum - cash) * 100) / 100;
  return withTotals({ ...base, payments: [pay('1_1_1', 'Cash', cash), pay('1_2_1', 'Card A', card)] }, TOTALS);
}

/** An order with its totals from the domain (the processed refund's are allocated again from its sale). */
function withTotals(order: OrderRecord, context: TotalsContext): OrderRecord {
  const computed = orderWithTotals(order, context);
  return {
    ...computed,
    items: computed.items.map(({ wholeDiscount: _whole, ...line }) => line),
  } as unknown as OrderRecord;
}

let database: OpenTillDb;
let deps: RefundDeps;
const cardModule: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.CARD_INTEGRATION_A],
  label: 'card',
  pay: () => Promise.resolve({ ok: true }),
  refund: () => Promise.resolve({ ok: true }),
};

beforeEach(async () => {
  database = new OpenTillDb(`refund-check-${Math.random()}`);
  deps = {
    database,
    terminal: {
      id: 1,
      payment_types: [type(1, 'Cash', PAYMENT_BEHAVIOR.ALLOW_CHANGE), type(2, 'Card A', 3)],
      db_settings: [],
    },
    employeeId: 7,
    sync: () => undefined,
    methodFor: (behavior) => (behavior === PAYMENT_BEHAVIOR.CARD_INTEGRATION_A ? cardModule : null),
  };
  await shiftOpen({ terminalId: 1, employeeId: 7, opening: 0 as never, now: NOW }, database);
});
afterEach(async () => {
  await database.delete();
});

/** Refunds the lines kept by `keep` (others voided in the draft) and answers the uploaded refund and original. */
async function refund(original: OrderRecord, at: Date, keep: (line: OrderRecord['items'][number]) => boolean) {
  await database.orderList.put(original);
  const draft = await refundDraftCreate(original, at, deps);
  const edited = withTotals(
    { ...draft, items: draft.items.map((line) => (keep(line) ? line : { ...line, void_status: 1 as const })) },
    TOTALS,
  );
  expect(await refundProcess(edited, at, deps)).toMatchObject({ ok: true });
  const uploaded = (await database.orders.get(draft.local_id)) as OrderRecord;
  const after = (await database.orders.get(original.local_id)) as OrderRecord;
  return { uploaded, after };
}

const asCheck = (order: OrderRecord) => order as unknown as CheckOrder;

describe('a terminal refund passes the server checks', () => {
  for (const [name, extra] of [
    ['no order discount', {}],
    ['a fixed order discount', { discount_orders_raw_type: 2, discount_orders_raw_value: 7 }],
    ['a percent order discount', { discount_orders_raw_type: 1, discount_orders_raw_value: 15 }],
  ] as const) {
    it(`two partial refunds, then the rest, with ${name}`, async () => {
      const original = sale('1_100', [item('i1', 10, 3, 1.5), item('i2', 4.99, 2), item('i3', 19.9, 0.345)], extra);
      expect(orderCheck(asCheck(original), SERVER)).toBeNull();
      const refunds: OrderRecord[] = [];
      let current = original;
      const steps = [
        (line: OrderRecord['items'][number]) => line.order_refund_item === 'i1',
        (line: OrderRecord['items'][number]) => line.order_refund_item === 'i3',
        () => true,
      ];
      for (const [index, keep] of steps.entries()) {
        const { uploaded, after } = await refund(current, new Date(NOW.getTime() + (index + 1) * 1000), keep);
        expect(orderCheck(asCheck(uploaded), SERVER), `refund ${index}`).toBeNull();
        expect(orderCheck(asCheck(after), SERVER), `original after refund ${index}`).toBeNull();
        expect(
          refundCheck(asCheck(uploaded), asCheck(after), refunds.map(asCheck), SERVER),
          `refund ${index}`,
        ).toBeNull();
        // The original keeps its lines, payments and totals: only its status and refund marks change.
        expect({ ...after, items: after.items.map(({ isPartialRefund: _p, ...line }) => line) }).toMatchObject({
          total_sum: original.total_sum,
          payments: original.payments,
          status: 5,
        });
        refunds.push(uploaded);
        current = { ...after, updated: false };
        await database.orders.delete(original.local_id);
      }
      // issue 15 §2: everything returned gives back exactly the tax and the total the sale charged.
      const back = (field: 'total_sum' | 'tax_total') =>
        refunds.reduce((sum, order) => sum - centsFromDecimal(order[field]), 0);
      expect(back('total_sum')).toBe(centsFromDecimal(original.total_sum));
      expect(back('tax_total')).toBe(centsFromDecimal(original.tax_total));
      // A refund whose figures are not its sale's allocation is refused.
      const [last] = refunds.slice(-1);
      const cheaper = { ...last!, tax_total: centsFromDecimal(last!.tax_total) / 100 + 0.01 };
      expect(refundCheck(asCheck(cheaper), asCheck(current), refunds.slice(0, -1).map(asCheck), SERVER)).toMatchObject({
        field: 'tax_total',
      });
      // Nothing is left: one more line would be more than was sold.
      const more = { ...refunds[0]!, local_id: '1_999' };
      expect(refundCheck(asCheck(more), asCheck(current), refunds.map(asCheck))).not.toBeNull();
    });
  }
});
