/**
 * A shift of a shop (issue 15 §2 figures), recorded as checkout and refunds record it: orders saved on the device and
 * every payment through shiftRecordPayment, pay-in, pay-out and drop through shiftCashMovement. Prices exclude 7 % tax.
 *
 * - 1_1: 2 lattes at 4.00 and a croissant at 2.50 (tax 0.74) = 11.24: 5.00 cash, 6.24 Visa card with a 1.00 tip.
 * - 1_2: a 25.00 gift card sold, Mastercard.
 * - 1_3: 10.00 (tax 0.70) paid 10.70 by gift card.
 * - 1_4: 20.00 less a 10 % order discount (tax 1.26) = 19.26, Mastercard.
 * - 1_5: the croissant of 1_1 refunded, 2.68 (its 0.18 tax as charged): 1.00 cash and 1.68 to the Visa card.
 * Drawer: opened with 100.00; 3.00 paid in, 8.00 paid out, 20.00 dropped; it should hold 79.00.
 */
import { cents, centsFromDecimal, orderWithTotals, PAYMENT_BEHAVIOR } from '@opentill/domain';
import { db } from '../data/db.ts';
import { shiftCashMovement, shiftCurrent, shiftOpen, shiftRecordPayment } from '../data/repositories/shifts.ts';

export const PAYMENT_TYPES = [
  { name: 'Cash', behavior: PAYMENT_BEHAVIOR.ALLOW_CHANGE },
  { name: 'Card A', behavior: PAYMENT_BEHAVIOR.CARD_INTEGRATION_A },
  { name: 'Gift Card', behavior: PAYMENT_BEHAVIOR.GIFT_CARD },
];

const TAX = [{ id: 1, rate: 7, name: 'Tax' }];
const AT = '2026-01-01T10:00:00.000Z';

type Pay = { payment_type: string; amount: number; tips?: number; card_type?: string; gift_card?: string };
type Line = { product: number; name: string; price: number; quantity: number };

function sale(localId: string, lines: Line[], payments: Pay[], discountPercent?: number) {
  return orderWithTotals(
    {
      local_id: localId,
      status: 3,
      open_date: AT,
      close_date: AT,
      items: lines.map((line, index) => ({
        local_id: `${localId}_${index}`,
        modifiers: [],
        tax_rates: line.product === -2 ? [] : TAX,
        ...line,
      })),
      ...(discountPercent ? { discount_orders_raw_type: 1, discount_orders_raw_value: discountPercent } : {}),
      payments: payments.map((payment, index) => ({ local_id: `${localId}_p${index}`, payment_date: AT, ...payment })),
    },
    { taxInclusive: false },
  );
}

export function shiftDayOrders() {
  const croissant = { product: 2, name: 'Croissant', price: 2.5 };
  return [
    sale(
      '1_1',
      [
        { product: 1, name: 'Latte', price: 4, quantity: 2 },
        { ...croissant, quantity: 1 },
      ],
      [
        { payment_type: 'Cash', amount: 5 },
        { payment_type: 'Card A', amount: 6.24, tips: 1, card_type: 'Visa' },
      ],
    ),
    sale(
      '1_2',
      [{ product: -2, name: 'Gift card', price: 25, quantity: 1 }],
      [{ payment_type: 'Card A', amount: 25, card_type: 'MasterCard' }],
    ),
    sale(
      '1_3',
      [{ product: 3, name: 'Sandwich', price: 10, quantity: 1 }],
      [{ payment_type: 'Gift Card', amount: 10.7, gift_card: '1234-5678' }],
    ),
    sale(
      '1_4',
      [{ product: 4, name: 'Cake', price: 20, quantity: 1 }],
      [{ payment_type: 'Card A', amount: 19.26, card_type: 'MasterCard' }],
      10,
    ),
    {
      local_id: '1_5',
      status: 5,
      open_date: AT,
      close_date: AT,
      items: [
        { local_id: '1_5_0', ...croissant, quantity: -1, modifiers: [], tax_rates: TAX, order_refund_item: '1_1_1' },
      ],
      subtotal: -2.5,
      tax_total: -0.18,
      discount_total: 0,
      grand_total: -2.68,
      total_sum: -2.68,
      payments: [
        { local_id: '1_5_p0', payment_date: AT, payment_type: 'Cash', amount: -1, transaction_type: 'return' as const },
        {
          local_id: '1_5_p1',
          payment_date: AT,
          payment_type: 'Card A',
          amount: -1.68,
          card_type: 'Visa',
          transaction_type: 'return' as const,
        },
      ],
    },
  ];
}

/** Opens the shift and records the day on it; the shift stays open. */
export async function shiftDay(): Promise<void> {
  const now = new Date(AT);
  await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(10000), now });
  for (const [kind, amount] of [
    ['pay_in', 300],
    ['pay_out', 800],
    ['drop', 2000],
  ] as const) {
    const shift = await shiftCurrent();
    if (shift) await shiftCashMovement(shift, { kind, amount: cents(amount), now });
  }
  for (const order of shiftDayOrders()) {
    await db().orders.put(order as unknown as Parameters<ReturnType<typeof db>['orders']['put']>[0]);
    for (const payment of order.payments) {
      const amount = centsFromDecimal(payment.amount);
      await shiftRecordPayment({
        amount,
        paymentType: payment.payment_type,
        cash: payment.payment_type === 'Cash',
        refund: amount < 0,
        order: { local_id: order.local_id },
      });
    }
  }
}
