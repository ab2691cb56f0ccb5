/**
 * What TableOrders shows of each order of a table (seed 000 §2.8), from the domain's figures only (issue 15 §1): the
 * screen formats these values and computes nothing.
 */
import type { PaymentTypeInput } from '@opentill/domain';
import {
  orderFigures,
  orderNumberShown,
  paymentTypesVisible,
  ORDER_STATUS,
  type Cents,
  type Thousandths,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';

export interface TableOrderLine {
  localId: string;
  name: string;
  quantity: Thousandths;
  /** The line total: (price + modifiers) × quantity − item discount (the order panel's amount). */
  amount: Cents;
  discount: Cents;
  notes: string;
}

export interface TableOrderColumn {
  order: OrderRecord;
  /** The number people say (issue 15 §4), null before the first save numbered it. */
  number: string | null;
  held: boolean;
  lines: TableOrderLine[];
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  /** What Pay takes: the remaining balance. */
  balance: Cents;
  /** seed 000 §5: Pay is disabled when the subtotal is 0 or less or no payment types are available. */
  payEnabled: boolean;
}

/** The payment types a staff terminal offers for this order (seed 000 §5, seed 001 §5 cash discount). */
export interface PaymentTypesSource {
  paymentTypes: readonly PaymentTypeInput[];
  cashDiscountEnabled: boolean;
}

/** One column per open or held order, in the order given. */
export function tableOrderColumns(
  orders: readonly OrderRecord[],
  totals: TotalsContext,
  source: PaymentTypesSource,
): TableOrderColumn[] {
  return orders.map((order) => {
    const figures = orderFigures(order, totals);
    const payable = paymentTypesVisible(source.paymentTypes, {
      kiosk: false,
      cashDiscountEnabled: source.cashDiscountEnabled,
      orderCashDiscount: order.cash_discount === true,
      giftCardRefund: false,
    });
    return {
      order,
      number: orderNumberShown(order),
      held: order.status === ORDER_STATUS.HOLD,
      lines: figures.lines.map((line) => {
        const item = order.items[line.index]!;
        return {
          localId: item.local_id,
          name: item.name,
          quantity: line.quantity,
          amount: line.amount,
          discount: line.discount,
          notes: typeof item.notes === 'string' ? item.notes : '',
        };
      }),
      subtotal: figures.subtotal,
      tax: figures.tax,
      total: figures.total,
      balance: figures.balance,
      payEnabled: figures.subtotal > 0 && payable.length > 0,
    };
  });
}
