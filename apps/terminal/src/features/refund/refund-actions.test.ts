// @vitest-environment node
import type { Payment, PaymentType } from '@opentill/contracts';
import { orderWithTotals, PAYMENT_BEHAVIOR, type TotalsContext } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenTillDb } from '../../data/db.ts';
import { ordersRefundingOrder, type OrderRecord } from '../../data/repositories/orders.ts';
import { shiftCurrent, shiftOpen } from '../../data/repositories/shifts.ts';
import type { PaymentMethod } from '../checkout/payment-methods/index.ts';
import {
  REFUND_ERRORS,
  refundDraftCreate,
  refundDraftDiscard,
  refundProcess,
  type RefundDeps,
} from './refund-actions.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const TOTALS = { taxInclusive: false };
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
const TERMINAL = {
  id: 1,
  payment_types: [
    type(1, 'Cash', PAYMENT_BEHAVIOR.ALLOW_CHANGE),
    type(2, 'Card A', PAYMENT_BEHAVIOR.CARD_INTEGRATION_A),
  ],
  db_settings: [],
};

const item = (
  local_id: string,
  product: number,
  price: number,
  quantity: number,
  extra: Record<string, unknown> = {},
) => ({
  local_id,
  product,
  name: `P${String(product)}`,
  price,
  quantity,
  discount: 0,
  modifiers: [],
  void_status: 0,
  tax_status: 0,
  tax_rates: VAT,
  ...extra,
});

/** An order with its totals from the domain (a refund's are allocated again from its sale when processed). */
function withTotals(order: OrderRecord, context: TotalsContext): OrderRecord {
  const computed = orderWithTotals(order, context);
  return {
    ...computed,
    items: computed.items.map(({ wholeDiscount: _whole, ...line }) => line),
  } as unknown as OrderRecord;
}

const pay = (local_id: string, payment_type: string, amount: number): Payment => ({
  local_id,
  payment_type,
  amount,
  amount_paid: amount,
  tips: 0,
  change_amount: 0,
  payment_date: '2026-11-24T10:00:00.000Z',
  transaction_type: 'sale',
});

/** A completed order with its totals from the domain and payments covering them (by default all cash). */
function build(
  local_id: string,
  items: ReturnType<typeof item>[],
  extra: Partial<OrderRecord> = {},
  payments?: (total: number) => Payment[],
): OrderRecord {
  const order = withTotals(
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
  return withTotals(
    { ...order, payments: payments ? payments(order.total_sum) : [pay('1_1_1', 'Cash', order.total_sum)] },
    TOTALS,
  );
}

let database: OpenTillDb;

/** The completed order as fetched into the order list (the server's copy). */
function completed(...args: Parameters<typeof build>): OrderRecord {
  const order = build(...args);
  void database.orderList.put(order);
  return order;
}
let sync: ReturnType<typeof vi.fn<() => void>>;
let deps: RefundDeps;
const cardRefund =
  vi.fn<
    (
      payment: Payment,
      amount: number,
      options?: { voidWhole?: boolean },
    ) => Promise<{ ok: true } | { ok: false; title: string; message: string }>
  >();
const cardModule: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.CARD_INTEGRATION_A],
  label: 'card',
  pay: () => Promise.resolve({ ok: true }),
  refund: (payment, amount, options) => cardRefund(payment, amount, options),
};

beforeEach(async () => {
  database = new OpenTillDb(`refund-${Math.random()}`);
  sync = vi.fn<() => void>();
  cardRefund.mockReset();
  cardRefund.mockResolvedValue({ ok: true });
  deps = {
    database,
    terminal: TERMINAL,
    employeeId: 7,
    sync,
    methodFor: (behavior) => (behavior === PAYMENT_BEHAVIOR.CARD_INTEGRATION_A ? cardModule : null),
  };
  await shiftOpen({ terminalId: 1, employeeId: 7, opening: 0 as never, now: NOW }, database);
});
afterEach(async () => {
  await database.delete();
});

const stored = async (localId: string) => (await database.orders.get(localId)) as OrderRecord | undefined;

describe('refundDraftCreate', () => {
  it('offers the items less what an earlier refund returned, as negative lines pointing at the sold items, kept off the upload', async () => {
    const original = completed('1_100', [item('i1', 11, 10, 1), item('i2', 12, 5, 2), item('i3', 13, 7, 1)]);
    const earlier = await refundDraftCreate(original, NOW, deps);
    // The earlier refund returned item i1 only.
    const first = {
      ...earlier,
      items: earlier.items.map((line) =>
        line.order_refund_item === 'i1' ? line : { ...line, void_status: 1 as const },
      ),
    };
    expect(await refundProcess(withTotals(first, TOTALS), NOW, deps)).toMatchObject({ ok: true });

    const draft = await refundDraftCreate(original, new Date(NOW.getTime() + 1000), deps);
    expect(draft.items.map((line) => [line.order_refund_item, line.quantity, line.price])).toEqual([
      ['i2', -2, 5],
      ['i3', -1, 7],
    ]);
    expect(draft.reference_order).toBe(500);
    expect(draft.status).toBe(1);
    expect(draft.total_sum).toBe(-18.7);
    expect(await stored(draft.local_id)).toMatchObject({ updated: false, outbox: 0 });
  });

  it('leaves gift card items out and points at the local id of an original not yet uploaded', async () => {
    const original = completed('1_101', [item('g1', -2, 25, 1, { tax_rates: [] }), item('i1', 11, 10, 1)], {
      id: null,
    });
    const draft = await refundDraftCreate(original, NOW, deps);
    expect(draft.items.map((line) => line.order_refund_item)).toEqual(['i1']);
    expect(draft.reference_order).toBe('1_101');
  });

  it('keeps the order discount: a whole-order (100 %) discount and a percent discount of the refund lines', async () => {
    const whole = completed('1_102', [item('i1', 11, 10, 1)], {
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 100,
    });
    const wholeDraft = await refundDraftCreate(whole, NOW, deps);
    expect(wholeDraft).toMatchObject({
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 100,
      whole_order_discount: true,
      total_sum: 0,
    });

    const tenth = completed('1_103', [item('i1', 11, 10, 1), item('i2', 12, 20, 1)], {
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 10,
    });
    const draft = await refundDraftCreate(tenth, NOW, deps);
    expect(draft.order_discount).toBe(-3);
    expect(draft.total_sum).toBe(-tenth.total_sum);
  });

  it('carries a fixed order discount as the returned items’ share of it', async () => {
    const original = completed('1_104', [item('i1', 11, 10, 1), item('i2', 12, 30, 1)], {
      discount_orders_raw_type: 2,
      discount_orders_raw_value: 8,
    });
    const draft = await refundDraftCreate(original, NOW, deps);
    const onlyFirst = withTotals(
      {
        ...draft,
        items: draft.items.map((line) =>
          line.order_refund_item === 'i1' ? line : { ...line, void_status: 1 as const },
        ),
      },
      TOTALS,
    );
    expect(await refundProcess(onlyFirst, NOW, deps)).toMatchObject({ ok: true });
    const saved = await stored(onlyFirst.local_id);
    // i1 is a quarter of the subtotal: it carried 2.00 of the 8.00 discount; 8.00 off 10 + tax 10 % of 8.00.
    expect(saved).toMatchObject({ discount_orders_raw_value: 2, total_sum: -8.8 });
  });
});

describe('refundProcess', () => {
  it('refunds 1 of 3 items paid in cash: return payment, both orders refunded and marked for upload, shift and sync', async () => {
    const original = completed('1_110', [item('i1', 11, 10, 1), item('i2', 12, 5, 2), item('i3', 13, 7, 1)]);
    const draft = await refundDraftCreate(original, NOW, deps);
    const one = withTotals(
      {
        ...draft,
        items: draft.items.map((line) =>
          line.order_refund_item === 'i3' ? line : { ...line, void_status: 1 as const },
        ),
      },
      TOTALS,
    );

    expect(await refundProcess(one, NOW, deps)).toMatchObject({ ok: true });

    const refund = await stored(one.local_id);
    expect(refund).toMatchObject({
      status: 5,
      close_date: NOW.toISOString(),
      total_sum: -7.7,
      balance_remaining: 0,
      updated: true,
      outbox: 1,
    });
    expect(refund?.payments).toEqual([
      expect.objectContaining({
        payment_type: 'Cash',
        amount: -7.7,
        amount_paid: -7.7,
        change_amount: 0,
        transaction_type: 'return',
      }),
    ]);
    const originalAfter = await stored('1_110');
    expect(originalAfter).toMatchObject({ status: 5, isFullyRefund: false, updated: true });
    expect(originalAfter?.items.find((line) => line.local_id === 'i3')?.isPartialRefund).toBeUndefined();
    const shift = await shiftCurrent(database);
    // The count never goes below 0 in a shift that only refunds (shifts repository); cash going back is a cash return.
    expect(shift).toMatchObject({
      totalTransactions: 0,
      shift_amount: -7.7,
      total_cashtenders: 0,
      total_cashreturns: -7.7,
    });
    expect(sync).toHaveBeenCalledOnce();
  });

  it('marks a line partly returned and calls the order fully refunded once every line is back', async () => {
    const original = completed('1_111', [item('i1', 11, 5, 2)]);
    const draft = await refundDraftCreate(original, NOW, deps);
    const half = withTotals({ ...draft, items: draft.items.map((line) => ({ ...line, quantity: -1 })) }, TOTALS);
    expect(await refundProcess(half, NOW, deps)).toMatchObject({ ok: true });
    const afterHalf = await stored('1_111');
    expect(afterHalf).toMatchObject({ status: 5, isFullyRefund: false });
    expect(afterHalf?.items[0]?.isPartialRefund).toBe(true);

    const rest = await refundDraftCreate(afterHalf!, new Date(NOW.getTime() + 1000), deps);
    expect(rest.items.map((line) => line.quantity)).toEqual([-1]);
    expect(await refundProcess(rest, NOW, deps)).toMatchObject({ ok: true });
    expect(await stored('1_111')).toMatchObject({ isFullyRefund: true });
    // Nothing is left to refund: a new draft has no lines.
    expect((await refundDraftCreate((await stored('1_111'))!, new Date(NOW.getTime() + 2000), deps)).items).toEqual([]);
  });

  it('splits a partial refund over cash and card in proportion, never more than either took, calling the card module', async () => {
    const original = completed('1_112', [item('i1', 11, 10, 1), item('i2', 12, 20, 1)], {}, (total) => [
      pay('1_1_1', 'Cash', 11),
      pay('1_2_1', 'Card A', total - 11),
    ]);
    const draft = await refundDraftCreate(original, NOW, deps);
    const first = withTotals(
      {
        ...draft,
        items: draft.items.map((line) =>
          line.order_refund_item === 'i1' ? line : { ...line, void_status: 1 as const },
        ),
      },
      TOTALS,
    );
    expect(await refundProcess(first, NOW, deps)).toMatchObject({ ok: true });
    const payments = (await stored(first.local_id))?.payments ?? [];
    // 11.00 refunded over 11.00 cash and 22.00 card: a third and two thirds.
    expect(payments.map((payment) => [payment.payment_type, payment.amount])).toEqual([
      ['Cash', -3.67],
      ['Card A', -7.33],
    ]);
    expect(cardRefund).toHaveBeenCalledWith(expect.objectContaining({ local_id: '1_2_1' }), -733, { voidWhole: false });
  });

  it.each([
    [
      'a payment type this terminal lacks',
      { terminal: { ...TERMINAL, payment_types: [TERMINAL.payment_types[1]!] } },
      REFUND_ERRORS.typeMissing,
    ],
    ['a card type with no module (until issue 8)', { methodFor: () => null }, REFUND_ERRORS.other],
  ])('changes nothing and records no return payment for %s', async (_name, override, error) => {
    const original = completed('1_113', [item('i1', 11, 10, 1)], {}, (total) => [
      pay('1_1_1', 'Cash', 5),
      pay('1_2_1', 'Card A', total - 5),
    ]);
    await database.orders.put({ ...original, updated: false, outbox: 0 });
    const draft = await refundDraftCreate(original, NOW, deps);
    const before = {
      original: await stored('1_113'),
      draft: await stored(draft.local_id),
      shift: await shiftCurrent(database),
    };

    expect(await refundProcess(draft, NOW, { ...deps, ...override })).toEqual({ ok: false, ...error });

    expect(await stored('1_113')).toEqual(before.original);
    expect(await stored(draft.local_id)).toEqual(before.draft);
    expect(await shiftCurrent(database)).toEqual(before.shift);
    expect(sync).not.toHaveBeenCalled();
  });

  it('passes on a card refund refused by its module and changes nothing', async () => {
    cardRefund.mockResolvedValue({ ok: false, title: 'Payment Error', message: 'Unsuccessful' });
    const original = completed('1_114', [item('i1', 11, 10, 1)], {}, (total) => [pay('1_2_1', 'Card A', total)]);
    await database.orders.put({ ...original, updated: false, outbox: 0 });
    const draft = await refundDraftCreate(original, NOW, deps);
    expect(await refundProcess(draft, NOW, deps)).toEqual({
      ok: false,
      title: 'Payment Error',
      message: 'Unsuccessful',
    });
    expect(await stored('1_114')).toMatchObject({ status: 3, outbox: 0 });
    expect((await stored(draft.local_id))?.payments).toEqual([]);
  });

  it('keeps a card return made before a later card fails: the next attempt calls only the failed card, on the same draft', async () => {
    cardRefund
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, title: 'Payment Error', message: 'Declined' });
    const original = completed('1_116', [item('i1', 11, 10, 1), item('i2', 12, 20, 1)], {}, (total) => [
      pay('1_2_1', 'Card A', 13),
      pay('1_2_2', 'Card A', total - 13),
    ]);
    await database.orders.put({ ...original, updated: false, outbox: 0 });
    const draft = await refundDraftCreate(original, NOW, deps);
    const shiftBefore = await shiftCurrent(database);

    expect(await refundProcess(draft, NOW, deps)).toEqual({ ok: false, title: 'Payment Error', message: 'Declined' });
    // 33.00 back over 13.00 and 20.00: the first card returned its 13.00 and that is kept; nothing else changed.
    const kept = await stored(draft.local_id);
    expect(kept).toMatchObject({ status: 1, updated: false });
    expect(kept?.payments.map((payment) => [payment.local_id, payment.amount, payment.transaction_type])).toEqual([
      [`${draft.local_id}-r1`, -13, 'return'],
    ]);
    expect(await stored('1_116')).toMatchObject({ status: 3, outbox: 0 });
    expect(await shiftCurrent(database)).toEqual(shiftBefore);
    expect(sync).not.toHaveBeenCalled();

    // Leaving does not throw it away, and Refund on the original reopens it instead of starting a second one.
    await refundDraftDiscard(draft.local_id, deps);
    const again = await refundDraftCreate(original, new Date(NOW.getTime() + 1000), deps);
    expect(again.local_id).toBe(draft.local_id);
    expect((await ordersRefundingOrder(original, database)).length).toBe(1);

    expect(await refundProcess(again, NOW, deps)).toMatchObject({ ok: true });
    expect(cardRefund.mock.calls.map(([payment, amount]) => [payment.local_id, amount])).toEqual([
      ['1_2_1', -1300],
      ['1_2_2', -2000],
      ['1_2_2', -2000],
    ]);
    expect((await stored(draft.local_id))?.payments.map((payment) => [payment.local_id, payment.amount])).toEqual([
      [`${draft.local_id}-r1`, -13],
      [`${draft.local_id}-r2`, -20],
    ]);
    expect(await stored('1_116')).toMatchObject({ status: 5, isFullyRefund: true });
    // Both returns reach the shift once, with the completed refund.
    expect(await shiftCurrent(database)).toMatchObject({ totalTransactions: 0, shift_amount: -33 });
  });

  it('refuses a draft changed after a card returned its part, calling no card', async () => {
    cardRefund
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, title: 'Payment Error', message: 'Declined' });
    const original = completed('1_117', [item('i1', 11, 10, 1), item('i2', 12, 20, 1)], {}, (total) => [
      pay('1_2_1', 'Card A', 13),
      pay('1_2_2', 'Card A', total - 13),
    ]);
    const draft = await refundDraftCreate(original, NOW, deps);
    await refundProcess(draft, NOW, deps);
    const fewer = withTotals(
      {
        ...draft,
        items: draft.items.map((line) =>
          line.order_refund_item === 'i1' ? line : { ...line, void_status: 1 as const },
        ),
      },
      TOTALS,
    );
    cardRefund.mockClear();

    expect(await refundProcess(fewer, NOW, deps)).toEqual({ ok: false, ...REFUND_ERRORS.other });
    expect(cardRefund).not.toHaveBeenCalled();
    expect((await stored(draft.local_id))?.payments).toHaveLength(1);
  });

  it('refuses a draft returning more than is left (a second draft of the same items)', async () => {
    const original = completed('1_115', [item('i1', 11, 10, 1)]);
    const a = await refundDraftCreate(original, NOW, deps);
    const b = await refundDraftCreate(original, new Date(NOW.getTime() + 1), deps);
    expect(await refundProcess(a, NOW, deps)).toMatchObject({ ok: true });
    expect(await refundProcess(b, NOW, deps)).toEqual({ ok: false, ...REFUND_ERRORS.other });
  });
});

describe('refundDraftDiscard', () => {
  it('removes an unprocessed draft and nothing else', async () => {
    const original = completed('1_120', [item('i1', 11, 10, 1)]);
    await database.orders.put(original);
    const draft = await refundDraftCreate(original, NOW, deps);
    await refundDraftDiscard('1_120', deps);
    await refundDraftDiscard(draft.local_id, deps);
    expect(await stored(draft.local_id)).toBeUndefined();
    expect(await stored('1_120')).toBeDefined();
  });
});

describe('refundProcess by void (issue 19; decisions §61 amended)', () => {
  /** 11.00 with VAT, a 0.33 surcharge, Card A 6.00 with a 1.00 tip (same day), 5.33 in cash: 12.33 in all. */
  const tipped = (localId: string) =>
    completed(
      localId,
      [item('i1', 11, 5, 1), item('i2', 12, 5, 1)],
      { id: Number(localId.slice(2)), allow_surcharge: true, surcharge_value: 0.33 },
      () => [{ ...pay('1_1_1', 'Card A', 6), tips: 1, reference_id: 'T1O1Xref' }, pay('1_1_2', 'Cash', 5.33)],
    );

  it('a same-day full refund voids the card: every payment back whole, the tip and the surcharge with it', async () => {
    const original = tipped('1_300');
    expect(original.total_sum).toBe(12.33);
    const draft = await refundDraftCreate(original, NOW, deps);
    expect(await refundProcess(draft, NOW, deps)).toMatchObject({ ok: true });
    expect(cardRefund).toHaveBeenCalledWith(expect.objectContaining({ local_id: '1_1_1' }), -600, { voidWhole: true });
    const refund = await stored(draft.local_id);
    expect(refund).toMatchObject({ surcharge_value: -0.33, tips_total: -1, total_sum: -12.33, balance_remaining: 0 });
    expect(refund?.payments.map((p) => [p.payment_type, p.amount, p.tips, p.dejavoo_transaction_type ?? null])).toEqual(
      [
        ['Card A', -6, -1, 'Void'],
        ['Cash', -5.33, 0, null],
      ],
    );
    const shift = await shiftCurrent(database);
    expect(shift?.total_cashreturns).toBe(-5.33);
  });

  it('a partial refund, or one on a later day, returns the card its share: no void, surcharge and tip kept', async () => {
    const original = tipped('1_301');
    const draft = await refundDraftCreate(original, NOW, deps);
    const one = withTotals(
      {
        ...draft,
        items: draft.items.map((line) =>
          line.order_refund_item === 'i1' ? line : { ...line, void_status: 1 as const },
        ),
      },
      TOTALS,
    );
    expect(await refundProcess(one, NOW, deps)).toMatchObject({ ok: true });
    expect(cardRefund.mock.calls[0]?.[2]).toEqual({ voidWhole: false });
    expect(await stored(one.local_id)).toMatchObject({ surcharge_value: 0, tips_total: 0, total_sum: -5.5 });

    const later = tipped('1_302');
    const nextDay = new Date(NOW.getTime() + 86_400_000);
    const laterDraft = await refundDraftCreate(later, nextDay, deps);
    expect(await refundProcess(laterDraft, nextDay, deps)).toMatchObject({ ok: true });
    expect(cardRefund.mock.calls[1]?.[2]).toEqual({ voidWhole: false });
    expect(await stored(laterDraft.local_id)).toMatchObject({ surcharge_value: 0, total_sum: -11 });
  });
});
