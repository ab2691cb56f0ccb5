import { describe, expect, it } from 'vitest';
import { cardNumbersIn } from './card-data.ts';
import { thousandths } from './money.ts';
import {
  cardholderNameScrubbed,
  orderCheck,
  paymentCardDataScrubbed,
  refundCheck,
  type CheckOrder,
  type OrderCheckContext,
} from './order-check.ts';
import { orderWithTotals } from './order-totals-wire.ts';

const CONTEXT: OrderCheckContext = {
  taxInclusive: false,
  changeTypes: new Set(['Cash']),
  surchargeMax: thousandths(3000),
};
const AT = '2026-11-24T10:00:00.000Z';

/** A completed order of the given lines, totals from the domain, paid in full by one payment. */
function paid(
  lines: { price: number; quantity: number }[],
  extra: Partial<CheckOrder> = {},
  type = 'Card A',
): CheckOrder {
  const base: CheckOrder = {
    local_id: '1_1',
    status: 3,
    items: lines.map((line, index) => ({
      local_id: `i${index}`,
      product: null,
      ...line,
      tax_rates: [{ id: 1, rate: 10 }],
    })),
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
    open_date: AT,
    ...extra,
  };
  const unpaid = orderWithTotals({ ...base, payments: [] }, CONTEXT);
  const due = unpaid.grand_total + unpaid.surcharge_value;
  const payments = [{ local_id: 'p1', amount: due, payment_type: type, payment_date: AT }];
  return {
    ...base,
    ...orderWithTotals({ ...base, payments }, CONTEXT),
    items: base.items,
    payments,
    balance_remaining: 0,
  };
}

describe('card data scrubbing', () => {
  it('keeps a cardholder name as a card prints it, without numbers or track sentinels', () => {
    expect(cardholderNameScrubbed('DOE/JOHN')).toBe('DOE/JOHN');
    // Track data goes whole, the name in it too; what is left of a broken track loses its digits and sentinels.
    expect(cardholderNameScrubbed('%B4111111111111111^DOE/JOHN^2512101?')).toBeNull();
    expect(cardholderNameScrubbed('DOE/JOHN^2512101')).toBe('DOE/JOHN');
    expect(cardholderNameScrubbed("O'NEIL/ANN 4111 1111 1111 1111 123")).toBe("O'NEIL/ANN");
    expect(cardholderNameScrubbed('4111111111111111')).toBeNull();
  });

  it('scrubs the card fields of a processor answer given as XML or key=value text', () => {
    const xml = paymentCardDataScrubbed({
      local_id: 'p',
      amount: 5,
      payment_type: 'Card A',
      processor_response: '<resp><CVV2>123</CVV2><ExpDate type="x">1225</ExpDate><AuthCode>A1</AuthCode></resp>',
      processor_refund_response: 'RESULT=OK&cvv=987&EXPIRY: 12/25&PAN="4111 1111"&AMT=5.00',
    });
    expect(xml.processor_response).toBe(
      '<resp><CVV2>[removed]</CVV2><ExpDate type="x">[removed]</ExpDate><AuthCode>A1</AuthCode></resp>',
    );
    expect(xml.processor_refund_response).toBe('RESULT=OK&cvv=[removed]&EXPIRY: [removed]&PAN=[removed]&AMT=5.00');
    expect(paymentCardDataScrubbed(xml)).toEqual(xml);
  });

  it('scrubs every card field of a payment, once and for all (scrubbing again changes nothing)', () => {
    const payment = {
      local_id: 'p',
      amount: 5,
      payment_type: 'Card A',
      processor_response: JSON.stringify({
        AUTH_GUID: 'a1b2c3d4-0000-4000-8000-123456789012',
        PAN: '4111111111111111',
        CVV2: '123',
      }),
      processor_refund_response: 'APPROVED ;4111111111111111=25121010000012300000? ok',
      cardholder_name: 'DOE/JOHN 4111111111111111',
      card_lastfour: '1111',
      auth_code: '4111-1111-1111-1111',
    };
    const once = paymentCardDataScrubbed(payment);
    expect(once).toMatchObject({
      processor_response: '{"AUTH_GUID":"a1b2c3d4-0000-4000-8000-123456789012"}',
      processor_refund_response: 'APPROVED [removed] ok',
      cardholder_name: 'DOE/JOHN',
      card_lastfour: '1111',
      auth_code: '[removed]',
    });
    expect(cardNumbersIn(JSON.stringify(once))).toEqual([]);
    expect(paymentCardDataScrubbed(once)).toEqual(once);
    // Fields that were not sent are not added.
    expect('card_type' in once).toBe(false);
  });
});

describe('orderCheck', () => {
  it('passes an order whose totals and payments are the domain’s', () => {
    expect(
      orderCheck(
        paid([
          { price: 4.5, quantity: 2 },
          { price: 19.9, quantity: 0.345 },
        ]),
        CONTEXT,
      ),
    ).toBeNull();
  });

  it('accepts the 1.04 cash discount factor (the terminal setting may have changed since) but nothing else', () => {
    const order = paid([{ price: 10, quantity: 1 }]);
    const raised = {
      ...order,
      ...orderWithTotals({ ...order, payments: [] }, { ...CONTEXT, cashDiscountEnabled: true }),
    };
    const payments = [{ local_id: 'p1', amount: raised.grand_total, payment_type: 'Card A', payment_date: AT }];
    expect(orderCheck({ ...raised, items: order.items, payments, balance_remaining: 0 }, CONTEXT)).toBeNull();
    expect(orderCheck({ ...order, grand_total: 11.01, total_sum: 11.01 }, CONTEXT)?.field).toBe('grand_total');
  });

  it('takes a surcharge only up to the store’s highest percent, on an accepted surcharge of a positive total', () => {
    const within = paid([{ price: 10, quantity: 1 }], { allow_surcharge: true, surcharge_value: 0.33 });
    expect(orderCheck(within, CONTEXT)).toBeNull();
    const over = paid([{ price: 10, quantity: 1 }], { allow_surcharge: true, surcharge_value: 0.34 });
    expect(orderCheck(over, CONTEXT)?.field).toBe('surcharge_value');
    const notAccepted = paid([{ price: 10, quantity: 1 }], { surcharge_value: 0.33 });
    expect(orderCheck(notAccepted, CONTEXT)?.field).toBe('surcharge_value');
  });

  it('refuses negative change, a return payment on a sale and a tip on a zero payment', () => {
    const order = paid([{ price: 10, quantity: 1 }]);
    const pay = order.payments![0]!;
    const with_ = (fields: object) => ({ ...order, payments: [{ ...pay, ...fields }] });
    expect(orderCheck(with_({ change_amount: -1 }), CONTEXT)?.field).toBe('payments.0.change_amount');
    // A return payment is money going back: only a refund of a sale may hand it back.
    expect(orderCheck(with_({ transaction_type: 'return' }), CONTEXT)?.field).toBe('reference_order');
    expect(
      orderCheck(
        { ...order, payments: [pay, { ...pay, local_id: 'p2', amount: 0, tips: 1 }], tips_total: 1, total_sum: 12 },
        CONTEXT,
      )?.field,
    ).toBe('payments.1.tips');
  });

  it('refuses lines whose amounts leave the safe range with a field, not an exception', () => {
    const order = paid([{ price: 1, quantity: 1 }]);
    const huge = { ...order, items: [{ ...order.items[0]!, price: 1_000_000_000, quantity: 1_000_000 }] };
    expect(orderCheck(huge, CONTEXT)).toMatchObject({ field: 'items', error: 'invalid' });
  });
});

describe('refundCheck', () => {
  const original = { ...paid([{ price: 10, quantity: 2 }]), id: 9 };
  const refund = (quantity: number, refers: string | number = 'i0'): CheckOrder => {
    const items = [
      {
        local_id: 'r1',
        product: null,
        price: 10,
        quantity: -quantity,
        order_refund_item: refers,
        tax_rates: [{ id: 1, rate: 10 }],
      },
    ];
    const totals = orderWithTotals({ items, payments: [] }, CONTEXT);
    const payments = [
      {
        local_id: 'rp',
        amount: totals.grand_total,
        payment_type: 'Card A',
        payment_date: AT,
        transaction_type: 'return',
      },
    ];
    return {
      ...totals,
      local_id: 'r',
      status: 5,
      reference_order: 9,
      items,
      payments,
      balance_remaining: 0,
      open_date: AT,
    };
  };

  it('counts earlier refunds: one and one of two pass, a third is refused', () => {
    expect(orderCheck(refund(1), CONTEXT)).toBeNull();
    expect(refundCheck(refund(1), original, [])).toBeNull();
    expect(refundCheck(refund(1), original, [refund(1)])).toBeNull();
    expect(refundCheck(refund(1), original, [refund(1), refund(1)])?.field).toBe('items.0.quantity');
  });

  it('names the item by local id or by server id, and nothing else', () => {
    const withIds = { ...original, items: original.items.map((item) => ({ ...item, id: 77 })) };
    expect(refundCheck(refund(2, 77), withIds, [])).toBeNull();
    expect(refundCheck(refund(1, 78), withIds, [])?.field).toBe('items.0.order_refund_item');
  });

  it('refuses a return through a payment type the sale did not use, and an original that is no completed sale', () => {
    const cash = refund(1);
    expect(
      refundCheck({ ...cash, payments: cash.payments!.map((p) => ({ ...p, payment_type: 'Cash' })) }, original, [])
        ?.field,
    ).toBe('payments.0.payment_type');
    expect(refundCheck(refund(1), { ...original, status: 1 }, [])?.field).toBe('reference_order');
  });
});
