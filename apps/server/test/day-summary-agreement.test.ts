import { daySummaryResponse, type OrderInput } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsToDecimal,
  daySummaryReportInput,
  endOfDayFigures,
  endOfDayFiguresFromWire,
  orderWithComputedTotals,
  PAYMENT_BEHAVIOR,
  refundOrderTotals,
  shiftReportInput,
  shiftReportLines,
  type EndOfDayOrderInput,
} from '@opentill/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { orderTotalled } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

const DAY = '2026-11-21';
const TAX = [{ id: 1, rate: 8.25, name: 'Tax' }];
const TYPES = [
  { name: 'Cash', behavior: PAYMENT_BEHAVIOR.ALLOW_CHANGE },
  { name: 'Card A', behavior: PAYMENT_BEHAVIOR.CARD_INTEGRATION_A },
  { name: 'Gift Card', behavior: PAYMENT_BEHAVIOR.GIFT_CARD },
];
const behaviorOf = (name: string) => TYPES.find((type) => type.name === name)?.behavior;

type Pay = NonNullable<OrderInput['payments']>[number];
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const payment = (localId: string, fields: Omit<Pay, 'local_id' | 'payment_date'>, time: string): Pay => ({
  local_id: localId,
  payment_date: at(time),
  ...fields,
});

/** A completed sale of `items`, totals by the domain for the store, paid by `pay(grand total)`. */
function sale(
  localId: string,
  items: OrderInput['items'],
  taxInclusive: boolean,
  pay: (due: number) => Pay[],
  extra: Partial<OrderInput> = {},
): OrderInput {
  const base: OrderInput = {
    local_id: localId,
    status: 3,
    open_date: at('10:00'),
    close_date: at('10:05'),
    items,
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
    ...extra,
  };
  const due = centsFromDecimal(orderTotalled({ ...base, payments: [] }, taxInclusive).grand_total);
  return orderTotalled({ ...base, payments: pay(due) }, taxInclusive);
}

/**
 * Issue 15 §2: "X, Z and the day summary agree with the server's day summary for the same orders". The terminal's Z
 * report runs domain endOfDayFigures on the orders its shift paid; the server's GET /api/daysummary/ runs it on the
 * orders it stored. Same orders (card + cash + gift card, a gift card sold, modifiers, an order discount, a refund of
 * two tenders), prices with and without tax: every figure line of the Z equals the day summary's.
 */
describe('X, Z and the day summary agree (issue 15 §2)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  it.each([
    ['prices excluding tax', false],
    ['prices including tax', true],
  ])('%s', async (_label, taxInclusive) => {
    const db = built.database.db;
    const store = await freshStore(db, `Agreement ${String(taxInclusive)}`);
    if (taxInclusive) await db.update(t.stores).set({ taxOption: 'inclusive' }).where(eq(t.stores.id, store.storeId));
    await db
      .insert(t.paymentTypes)
      .values(TYPES.map((type) => ({ storeId: store.storeId, terminalId: store.terminalId, ...type })));
    const post = async (body: OrderInput[]) => {
      const answer = await built.app.inject({
        method: 'POST',
        url: '/api/orders/sync/',
        headers: store.auth,
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<(OrderInput & { id: number })[]>();
    };

    const lattes = {
      local_id: 'a_1',
      product: 11,
      name: 'Latte',
      quantity: 2,
      price: 4.25,
      modifiers: [{ name: 'Oat milk', price: 0.6 }],
      tax_rates: TAX,
    };
    const croissant = { local_id: 'a_2', product: 12, name: 'Croissant', quantity: 1, price: 3.1, tax_rates: TAX };
    const muffin = { local_id: 'a_3', product: 13, name: 'Muffin', quantity: 3, price: 2.35, tax_rates: TAX };
    // Three items with modifiers and a 10 % order discount, paid 10.00 by Visa card and the rest in cash.
    const mixed = sale(
      'a',
      [lattes, croissant, muffin],
      taxInclusive,
      (due) => [
        payment(
          'a_p1',
          { payment_type: 'Card A', amount: 10, card_type: 'Visa', card_lastfour: '4242', tips: 1.5 },
          '10:04',
        ),
        payment('a_p2', { payment_type: 'Cash', amount: centsToDecimal(cents(due - 1000)) }, '10:05'),
      ],
      { discount_orders_raw_type: 1, discount_orders_raw_value: 10 },
    );
    const card = {
      local_id: 'b_1',
      product: -2,
      name: 'Gift card',
      quantity: 1,
      price: 30,
      gift_card_number: '5555-0001',
    };
    const giftSold = sale('b', [card], taxInclusive, (due) => [
      payment('b_p1', { payment_type: 'Card A', amount: centsToDecimal(cents(due)), card_type: 'MasterCard' }, '11:00'),
    ]);
    const sandwich = { local_id: 'c_1', product: 14, name: 'Sandwich', quantity: 1, price: 8.9, tax_rates: TAX };
    const giftSpent = sale('c', [sandwich], taxInclusive, (due) => [
      payment(
        'c_p1',
        { payment_type: 'Gift Card', amount: centsToDecimal(cents(due)), gift_card: '5555-0001' },
        '12:00',
      ),
    ]);
    const [savedMixed] = await post([mixed, giftSold, giftSpent]);
    if (!savedMixed) throw new Error('no sale');

    // The croissant returned, its figures allocated from the sale (helper R's rule), given back to both tenders.
    const draft: OrderInput = {
      local_id: 'r',
      status: 5,
      open_date: at('13:00'),
      close_date: at('13:01'),
      reference_order: savedMixed.id,
      items: [{ ...croissant, local_id: 'r_1', quantity: -1, order_refund_item: 'a_2' }],
      subtotal: 0,
      tax_total: 0,
      grand_total: 0,
      total_sum: 0,
    };
    const totals = refundOrderTotals(draft, { ...savedMixed, payments: [] }, [], { taxInclusive });
    if (!totals) throw new Error('not refundable');
    const back = 0 - totals.grand_total;
    const {
      items: _items,
      whole_order_discount: _whole,
      ...fields
    } = orderWithComputedTotals({ ...draft, payments: [] }, totals);
    const refund: OrderInput = {
      ...draft,
      ...fields,
      balance_remaining: 0,
      payments: [
        payment('r_p1', { payment_type: 'Cash', amount: -1, transaction_type: 'return' }, '13:01'),
        payment(
          'r_p2',
          {
            payment_type: 'Card A',
            amount: centsToDecimal(cents(100 - back)),
            transaction_type: 'return',
            card_type: 'Visa',
          },
          '13:01',
        ),
      ],
    };
    await post([refund]);

    const answer = await built.app.inject({ method: 'GET', url: `/api/daysummary/?date=${DAY}`, headers: store.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    const server = endOfDayFiguresFromWire(daySummaryResponse.parse(answer.json()));

    // The terminal's Z: the same orders as its shift holds them, the drawer counted exactly.
    const orders = [mixed, giftSold, giftSpent, refund] as unknown as EndOfDayOrderInput[];
    const terminal = endOfDayFigures(orders, behaviorOf);
    const header = { storeName: 'Agreement', country: 'US', printedAt: `${DAY}T14:00` };
    const open = { local_id: '1_1', opening_amount: 100, total_drops: 0, total_payouts: 0 };
    const expected = shiftReportInput(header, open, terminal).drawer?.expected_cash ?? 0;
    const z = shiftReportInput(
      header,
      { ...open, shift_close_date: at('14:00'), closing_amount: centsToDecimal(cents(expected)) },
      terminal,
    );
    expect(z.drawer?.over_short).toBe(0);
    const figureLines = (lines: string[]) => lines.slice(lines.findIndex((line) => line.startsWith('Transactions')));
    const zLines = shiftReportLines(z, 42);
    const dayLines = shiftReportLines(daySummaryReportInput(header, server), 42);
    const xLines = shiftReportLines(shiftReportInput(header, open, terminal), 42);
    expect(figureLines(zLines)).toEqual(figureLines(dayLines));
    expect(figureLines(xLines)).toEqual(figureLines(dayLines));
    expect(server).toEqual(terminal);

    // And the figures are a shop's: sales without tax and gift cards sold; every tender accounted for.
    const sum = (list: readonly { sum: number }[]) => list.reduce((total, entry) => total + entry.sum, 0);
    const charged = [mixed, giftSold, giftSpent, refund].reduce(
      (total, order) => total + centsFromDecimal(order.grand_total),
      0,
    );
    const tax = [mixed, giftSold, giftSpent, refund].reduce(
      (total, order) => total + centsFromDecimal(order.tax_total),
      0,
    );
    expect(server.tax).toBe(tax);
    expect(server.net_sales + server.tax + server.gift_cards['Gift Card Paid In']).toBe(charged);
    expect(sum(server.sale_payments) + sum(server.refund_payments)).toBe(charged);
    expect(server.gross_sales - server.discounts - server.refunds).toBe(server.net_sales);
    expect(server.refunds).toBe(back + totals.tax_total);
    expect(server.gift_cards).toMatchObject({
      'Gift Card Paid In': 3000,
      'Gift Card Paid Out': centsFromDecimal(giftSpent.grand_total),
    });
    expect(server.card_brands.map((entry) => entry.brand)).toEqual(['Visa', 'MasterCard']);
    expect(server.cash_returns).toBe(-100);
    expect(server.tips).toBe(150);
    // Four sale payments (2 + 1 + 1) less one refund, though it gave back two tenders.
    expect(server.transactions).toBe(3);
    expect(zLines.join('\n')).toMatch(/Over\/Short +\$0\.00/);
  });
});
