/**
 * Issue 15 §1 acceptance: the same orders rendered through every screen and paper that shows their figures (order
 * panel with View details, checkout sidebar, order list detail, refund draft, receipt, kitchen ticket, the end-of-day
 * reports' figures) show exactly
 * the domain's figures (orderFigures): line amounts with modifiers and item discount, the order discount once,
 * subtotal, tax, total, balance, and quantities as the store shows them. Orders come from a table of the seeds' rules
 * and from fast-check (modifiers, item and order discounts, tax inclusive and exclusive, cash discount, surcharge,
 * tips, payments, and the full refund of each sale).
 */
import type { ItemModifier, OrderItem } from '@opentill/contracts';
import {
  centsFormat,
  centsNegate,
  endOfDayFigures,
  orderFigures,
  orderGiftCardsSold,
  printAmount,
  quantityText,
  recordedOrderFigures,
  type Cents,
  type OrderFigures,
  type TotalsContext,
} from '@opentill/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveTerminal } from '../data/connection.ts';
import { OpenTillDb, setDb } from '../data/db.ts';
import type { OrderRecord } from '../data/repositories/orders.ts';
import { kitchenLines, orderReceiptLines } from '../devices/printing/print-lines.ts';
import { initI18n } from '../i18n/index.ts';
import { CheckoutSidebar } from './checkout/checkout-sidebar.tsx';
import { checkoutView } from './checkout/checkout-view.ts';
import { orderRecompute } from './order/order-build.ts';
import type { EditorContext } from './order/order-context.ts';
import { OrderPanel } from './order/order-panel.tsx';
import { refundBaseFrom } from './order/order-refund.ts';
import { useOrderEditor } from './order/order-store.ts';
import { OrderDetailSidebar } from './orders/order-detail-sidebar.tsx';
import { refundDraftCreate } from './refund/refund-actions.ts';
import { refundDraftBuild } from './refund/refund-build.ts';
import { useRefundScreen } from './refund/refund-screen-store.ts';
import { renderApp } from '../test/render-app.tsx';
import { editorScreenReset } from './order/order-screen-test-kit.ts';
import { editorDeviceReady } from './order/order-test-fixtures.ts';

const money = (value: Cents) => centsFormat(value, '$');
const MONEY = /-?\$\d+\.\d\d/g;
const amountsIn = (text: string | null) => (text ?? '').match(MONEY) ?? [];
const noop = () => undefined;

// ---------------------------------------------------------------- orders

interface ModifierSpec {
  name: string;
  price: number;
  voided?: boolean;
}
interface ItemSpec {
  name: string;
  price: number;
  quantity: number;
  product?: number;
  discount?: number;
  rates?: readonly number[];
  taxed?: boolean;
  modifiers?: ModifierSpec[];
  voided?: boolean;
}
interface OrderSpec {
  items: ItemSpec[];
  discount?: { type: 1 | 2; value: number };
  cashDiscountOrder?: boolean;
  surcharge?: number;
  payments?: { amount: number; tips?: number }[];
}
interface Case {
  name: string;
  spec: OrderSpec;
  context: TotalsContext;
}

let sequence = 0;
function modifierOf(spec: ModifierSpec, index: number): ItemModifier {
  return {
    name: spec.name,
    price: spec.price,
    price_original: spec.price,
    cost: 0,
    group: 1,
    oryginal: index + 1,
    void_status: spec.voided ? 1 : 0,
  };
}
function itemOf(spec: ItemSpec, index: number): OrderItem {
  return {
    local_id: `item-${String((sequence += 1))}`,
    product: spec.product ?? 100 + index,
    name: spec.name,
    quantity: spec.quantity,
    price: spec.price,
    discount: spec.discount ?? 0,
    modifiers: (spec.modifiers ?? []).map(modifierOf),
    void_status: spec.voided ? 1 : 0,
    tax_status: spec.taxed === false ? 1 : 0,
    tax_rates: (spec.rates ?? []).map((rate, at) => ({ id: at + 1, rate, name: `Tax ${String(at + 1)}` })),
    printers: [],
  } as unknown as OrderItem;
}

/** The order as the editor saves it (domain orderRecompute), completed with its payments. */
function orderOf(spec: OrderSpec, context: TotalsContext, status = 3): OrderRecord {
  const localId = `7_${String((sequence += 1))}`;
  const raw = {
    local_id: localId,
    localID: localId,
    id: sequence,
    number: sequence,
    status,
    open_date: '2026-11-24T10:00:00.000Z',
    close_date: '2026-11-24T10:05:00.000Z',
    items: spec.items.map(itemOf),
    discount_orders_raw_type: spec.discount?.type ?? null,
    discount_orders_raw_value: spec.discount?.value ?? null,
    cash_discount: spec.cashDiscountOrder ?? false,
    allow_surcharge: spec.surcharge !== undefined,
    surcharge_value: 0,
    payments: (spec.payments ?? []).map((payment, at) => ({
      local_id: `${localId}-p${String(at)}`,
      payment_type: 'Cash',
      amount: payment.amount,
      amount_paid: payment.amount,
      tips: payment.tips ?? 0,
      change_amount: 0,
      transaction_type: 'sale',
      payment_date: '2026-11-24T10:05:00.000Z',
    })),
  } as unknown as OrderRecord;
  const withSurcharge =
    spec.surcharge === undefined ? context : { ...context, surchargePercent: (spec.surcharge * 1000) as never };
  return orderRecompute(raw, withSurcharge);
}

const exclusive: TotalsContext = { taxInclusive: false, taxRound: 'default' };
const inclusive: TotalsContext = { taxInclusive: true, taxRound: 'default' };
const cappuccino: ItemSpec = {
  name: 'Cappuccino',
  price: 3.8,
  quantity: 1,
  rates: [7.5],
  modifiers: [
    { name: 'Oat milk', price: 0.6 },
    { name: 'Extra shot', price: 0.5 },
    { name: 'Vanilla', price: 0.4, voided: true },
  ],
};

/** Orders from the seeds' rules (seed 001 §3–§5) and the issue's reports. */
const TABLE: Case[] = [
  {
    name: 'a 10 % order discount of $1.98 (shown twice as -$3.96 before)',
    spec: {
      items: [{ name: 'Latte', price: 9.9, quantity: 2, rates: [8.875] }],
      discount: { type: 1, value: 10 },
    },
    context: exclusive,
  },
  {
    name: 'a cappuccino with modifiers (read $4.90, $3.80 and $5.25 before)',
    spec: { items: [cappuccino], discount: { type: 1, value: 10 } },
    context: exclusive,
  },
  { name: 'prices include tax', spec: { items: [cappuccino, { ...cappuccino, quantity: 2 }] }, context: inclusive },
  {
    name: 'the cash discount factor 1.04 on a card order, two units (receipt prints the unit price)',
    spec: { items: [{ ...cappuccino, quantity: 2 }], cashDiscountOrder: false },
    context: { ...exclusive, cashDiscountEnabled: true },
  },
  {
    name: 'weighed and fractional quantities, an item discount and a fixed order discount',
    spec: {
      items: [
        { name: 'Olives', price: 8, quantity: 0.375, rates: [5] },
        { name: 'Coffee beans', price: 12.5, quantity: 1.5, discount: 1.25, rates: [5] },
        { name: 'Bread', price: 3, quantity: 1, taxed: false, rates: [5] },
      ],
      discount: { type: 2, value: 2 },
    },
    context: exclusive,
  },
  {
    name: 'a gift card item outside the 100 % discount (whole order)',
    spec: {
      items: [
        { name: 'Tea', price: 2.5, quantity: 2, rates: [10] },
        { name: 'Gift card', price: 25, quantity: 1, product: -2 },
      ],
      discount: { type: 1, value: 100 },
    },
    context: exclusive,
  },
  {
    name: 'an accepted 3 % surcharge, a tip and a part payment',
    spec: {
      items: [cappuccino, { name: 'Muffin', price: 2.95, quantity: 3, rates: [8.875] }],
      surcharge: 3,
      payments: [{ amount: 5, tips: 1 }],
    },
    context: exclusive,
  },
  {
    name: 'no tax rounding (tax_round none) over several rates',
    spec: {
      items: [
        { name: 'Soup', price: 4.99, quantity: 3, rates: [5, 2.5] },
        { name: 'Salad', price: 6.49, quantity: 1, rates: [8.875] },
      ],
    },
    context: { taxInclusive: false, taxRound: 'none' },
  },
];

/** The sale of the issue whose full refund draft totalled -$20.01: $20.03, two lines whose tax rounds up. */
const SALE_20_03: Case = {
  name: 'the $20.03 sale of issue 15',
  spec: {
    items: [
      { name: 'Cookie', price: 1.08, quantity: 1, rates: [8.875] },
      { name: 'Salad bowl', price: 17.31, quantity: 1, rates: [8.875] },
    ],
    payments: [{ amount: 20.03 }],
  },
  context: exclusive,
};

// ---------------------------------------------------------------- what each screen shows

interface LineShown {
  quantity: string;
  amounts: string[];
}
interface Shown {
  lines: LineShown[];
  totals: Record<string, string>;
}

function termPairs(container: HTMLElement): Record<string, string> {
  const terms = within(container).queryAllByRole('term');
  const definitions = within(container).queryAllByRole('definition');
  return Object.fromEntries(terms.map((term, at) => [term.textContent ?? '', definitions[at]?.textContent ?? '']));
}

function panelShows(order: OrderRecord, context: TotalsContext, original: OrderRecord | null = null): Shown {
  useOrderEditor.setState({
    order,
    context: { totals: context } as EditorContext,
    refund: original !== null,
    refundBase: original ? refundBaseFrom(original, []) : null,
  });
  const view = render(<OrderPanel selected={null} onSelect={noop} onItemAction={noop} actionsFor={() => []} />);
  const list = screen.queryByRole('list', { name: 'Items' });
  const lines = list
    ? within(list)
        .getAllByRole('listitem')
        .map((row) => ({
          quantity: (
            within(row)
              .getByLabelText(/^Quantity /)
              .getAttribute('aria-label') ?? ''
          ).replace('Quantity ', ''),
          amounts: amountsIn(row.textContent),
        }))
    : [];
  fireEvent.click(screen.getByRole('button', { name: 'View details' }));
  const group = screen.getByRole('group', { name: 'Totals' });
  const totals = { ...termPairs(group), Total: within(group).getByRole('status', { name: 'Total' }).textContent ?? '' };
  view.unmount();
  return { lines, totals };
}

const quantityBefore = (text: string | null) => (text ?? '').split(' × ')[0]!.trim();

function checkoutShows(order: OrderRecord, context: TotalsContext): Shown {
  const view = checkoutView({ order, context, digits: '', processing: false })!;
  const rendered = render(<CheckoutSidebar view={view} onEditOrder={noop} onCancelOrder={noop} onCustomer={noop} />);
  const lines = within(screen.getByRole('list', { name: 'Order items' }))
    .getAllByRole('listitem')
    .map((row) => ({ quantity: quantityBefore(row.textContent), amounts: amountsIn(row.textContent) }));
  fireEvent.click(screen.getByRole('button', { name: 'View details' }));
  const aside = screen.getByRole('complementary', { name: 'Order items' });
  const totals = {
    ...termPairs(aside),
    Balance: within(aside).getByRole('status', { name: 'Balance' }).textContent ?? '',
  };
  rendered.unmount();
  return { lines, totals };
}

async function orderListShows(order: OrderRecord): Promise<Shown> {
  const rendered = render(<OrderDetailSidebar order={order} onPrint={noop} onBack={noop} />);
  const list = await screen.findByRole('list', { name: 'Items' });
  const lines = within(list)
    .getAllByRole('listitem')
    .map((row) => ({ quantity: quantityBefore(row.textContent), amounts: amountsIn(row.textContent) }));
  const aside = screen.getByRole('complementary', { name: 'Order details' });
  const balance = within(aside).getByText('Balance').parentElement;
  const totals = { ...termPairs(aside), Balance: amountsIn(balance?.textContent ?? '')[0] ?? '' };
  rendered.unmount();
  return { lines, totals };
}

/** The receipt's item blocks and totals, read from its text. */
function receiptShows(
  order: OrderRecord,
  totalsContext: TotalsContext,
): {
  lines: { quantity: string; amounts: string[] }[];
  totals: Shown['totals'];
} {
  const text = orderReceiptLines(order, {
    width: 42,
    store: { name: 'Corner Cafe' },
    currencySymbol: '$',
    settings: new Map(),
    totals: totalsContext,
  });
  const rules = text.flatMap((line, at) => (/^-{42}$/.test(line) ? [at] : []));
  const body = text.slice(rules[1]! + 1, rules[2]);
  const lines: { quantity: string; amounts: string[] }[] = [];
  for (const line of body) {
    const head = /^(\S+) x .*?\s(-?\d+\.\d\d)$/.exec(line);
    if (head) {
      lines.push({ quantity: head[1]!, amounts: [head[2]!] });
      continue;
    }
    const amount = /\s(-?\d+\.\d\d)$/.exec(line);
    if (amount && lines.length > 0) lines.at(-1)!.amounts.push(amount[1]!);
  }
  const totals: Record<string, string> = {};
  for (const line of text.slice(rules[2]! + 1)) {
    const match = /^(Subtotal|Discount|Sales Tax|Surcharge|Tip|TOTAL|Balance)\s+(\S+)$/.exec(line);
    if (match) totals[match[1]!] = match[2]!;
  }
  return { lines, totals };
}

// ---------------------------------------------------------------- what the domain says

/** A line as the panel lists it: modifier prices (non-zero), the item discount taken off, then the line amount. */
function expectedPanelLines(figures: OrderFigures) {
  return figures.lines.map((line) => ({
    quantity: quantityText(line.quantity),
    amounts: [
      ...line.modifiers.filter((modifier) => modifier.price !== 0).map((modifier) => money(modifier.price)),
      ...(line.discount !== 0 ? [money(centsNegate(line.discount))] : []),
      money(line.amount),
    ],
  }));
}
/** A line as checkout and the order list show it: the amount first, then modifiers and the discount under it. */
function expectedSidebarLines(figures: OrderFigures) {
  return figures.lines.map((line) => ({
    quantity: quantityText(line.quantity),
    amounts: [
      money(line.amount),
      ...line.modifiers.filter((modifier) => modifier.price !== 0).map((modifier) => money(modifier.price)),
      ...(line.discount !== 0 ? [money(centsNegate(line.discount))] : []),
    ],
  }));
}

async function expectEveryScreen(order: OrderRecord, context: TotalsContext) {
  await storeRules(context);
  const figures = orderFigures(order, context);
  // The record the order list and paper read is the one the domain computed.
  expect(recordedOrderFigures(order, context)).toEqual(figures);

  const panel = panelShows(order, context);
  expect({ panel }).toEqual({
    panel: {
      lines: expectedPanelLines(figures),
      totals: {
        Discount: money(centsNegate(figures.orderDiscount)),
        Subtotal: money(figures.subtotal),
        Tax: money(figures.tax),
        Total: money(figures.total),
      },
    },
  });

  const checkout = checkoutShows(order, context);
  expect({ checkout }).toEqual({
    checkout: {
      lines: expectedSidebarLines(figures),
      totals: {
        Discount: money(centsNegate(figures.orderDiscount)),
        Subtotal: money(figures.subtotal),
        Tax: money(figures.tax),
        ...(figures.surcharge !== 0 ? { Surcharge: money(figures.surcharge) } : {}),
        Tip: money(figures.tips),
        Total: money(figures.total),
        Balance: money(figures.balance),
      },
    },
  });

  const list = await orderListShows(order);
  expect({ list: list.lines }).toEqual({ list: expectedSidebarLines(figures) });
  const percent =
    order.discount_orders_raw_type === 1 ? `Discount ${String(order.discount_orders_raw_value)}%` : 'Discount';
  expect(list.totals).toEqual({
    Subtotal: money(figures.subtotal),
    ...(figures.orderDiscount !== 0 ? { [percent]: money(centsNegate(figures.orderDiscount)) } : {}),
    Tax: money(figures.tax),
    ...(figures.tips !== 0 ? { Tips: money(figures.tips) } : {}),
    ...(figures.surcharge !== 0 ? { Surcharge: money(figures.surcharge) } : {}),
    Total: money(figures.total),
    Balance: money(figures.balance),
  });

  const receipt = receiptShows(order, context);
  expect(receipt.lines).toEqual(
    figures.lines.map((line) => ({
      quantity: quantityText(line.quantity),
      amounts: [
        printAmount(line.amount),
        ...(line.quantity !== 1000 ? [printAmount(line.unitPrice)] : []),
        ...line.modifiers.filter((modifier) => modifier.price !== 0).map((modifier) => printAmount(modifier.price)),
        ...(line.discount !== 0 ? [printAmount(centsNegate(line.discount))] : []),
      ],
    })),
  );
  expect(receipt.totals).toEqual({
    Subtotal: printAmount(figures.subtotal),
    ...(figures.orderDiscount !== 0 ? { Discount: printAmount(centsNegate(figures.orderDiscount)) } : {}),
    'Sales Tax': printAmount(figures.tax),
    ...(figures.surcharge !== 0 ? { Surcharge: printAmount(figures.surcharge) } : {}),
    ...(figures.tips !== 0 ? { Tip: printAmount(figures.tips) } : {}),
    TOTAL: printAmount(figures.total, '$'),
    ...(figures.balance !== 0 ? { Balance: printAmount(figures.balance) } : {}),
  });

  // The X and Z reports and the day summary (endOfDayFigures): the sale's discounts, tax and tips, and its sales
  // before discounts without tax and gift cards sold, as the screens show them.
  const report = endOfDayFigures([order], () => null);
  expect({ report: [report.discounts, report.tax, report.tips, report.gross_sales] }).toEqual({
    report: [
      figures.itemDiscounts + figures.orderDiscount,
      figures.tax,
      figures.tips,
      figures.grandTotal +
        figures.surcharge -
        figures.tax -
        orderGiftCardsSold(order) +
        figures.itemDiscounts +
        figures.orderDiscount,
    ],
  });

  const kitchen = kitchenLines(
    order,
    figures.lines.map((line) => order.items[line.index]!),
    undefined,
    { width: 42 },
  );
  expect(kitchen.filter((line) => / x /.test(line)).map((line) => line.split(' x ')[0])).toEqual(
    figures.lines.map((line) => quantityText(line.quantity)),
  );
}

/**
 * The full refund draft of a sale, in the editor: every line and total the opposite of the sale's (issue 15 §2:
 * returning everything returns exactly the tax and the total charged).
 */
async function expectFullRefundDraft(sale: OrderRecord, context: TotalsContext) {
  const figures = orderFigures(sale, context);
  const draft = refundDraftBuild(sale, [], `7_${String((sequence += 1))}`, {
    terminalId: 7,
    employeeId: 1,
    shiftId: null,
    now: new Date('2026-11-24T11:00:00.000Z'),
    totals: context,
  });
  const panel = panelShows(draft, context, sale);
  expect(panel.lines.map((line) => line.amounts.at(-1))).toEqual(
    figures.lines.map((line) => money(centsNegate(line.amount))),
  );
  expect(panel.totals).toEqual({
    Discount: money(figures.orderDiscount),
    Subtotal: money(centsNegate(figures.subtotal)),
    Tax: money(centsNegate(figures.tax)),
    Total: money(centsNegate(figures.grandTotal)),
  });
  // The refund as the order list shows it once processed: the figures its refund computation stored.
  const list = await orderListShows(draft);
  expect({ list: list.lines.map((line) => line.amounts[0]), total: list.totals.Total }).toEqual({
    list: figures.lines.map((line) => money(centsNegate(line.amount))),
    total: money(centsNegate(figures.grandTotal)),
  });
}

// ---------------------------------------------------------------- set-up

let database: OpenTillDb;
async function storeRules(context: TotalsContext) {
  await database.store.put({
    id: 1,
    name: 'Corner Cafe',
    tax_option: context.taxInclusive ? 1 : 0,
    tax_round: context.taxRound ?? 'default',
  });
  saveTerminal({
    id: 7,
    name: 'Front',
    mode: 2,
    db_settings: [{ name: 'cash_discount', value: context.cashDiscountEnabled ? 'true' : 'false' }],
  });
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  database = new OpenTillDb(`figures-${String(Math.random())}`);
  setDb(database);
  localStorage.clear();
});
afterEach(async () => {
  useOrderEditor.getState().reset();
  useRefundScreen.getState().reset();
  setDb(null);
  await database.delete();
});

describe('every screen and paper shows the domain figures (issue 15 §1)', () => {
  it.each(TABLE)('$name', async ({ spec, context }) => {
    await expectEveryScreen(orderOf(spec, context), context);
  });

  it('the full refund draft of the $20.03 sale totals -$20.03 (was -$20.01)', async () => {
    const sale = orderOf(SALE_20_03.spec, SALE_20_03.context);
    await expectEveryScreen(sale, SALE_20_03.context);
    expect(orderFigures(sale, SALE_20_03.context).total).toBe(2003);
    await expectFullRefundDraft(sale, SALE_20_03.context);
  });

  it('random orders: modifiers, discounts, tax inclusive and exclusive, cash discount, payments, full refunds', async () => {
    const modifier = fc.record({
      name: fc.constantFrom('Oat milk', 'Extra shot', 'Cheese'),
      price: fc.integer({ min: 0, max: 250 }).map((cents) => cents / 100),
      voided: fc.boolean(),
    });
    const item = fc.record({
      name: fc.constantFrom('Latte', 'Bagel', 'Soup', 'Olives'),
      price: fc.integer({ min: 0, max: 4000 }).map((cents) => cents / 100),
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3000 }).map((q) => q / 1000),
      ),
      rates: fc.constantFrom([], [7.5], [8.875], [5, 2.5]),
      taxed: fc.boolean(),
      modifiers: fc.array(modifier, { maxLength: 3 }),
      discountPercent: fc.integer({ min: 0, max: 50 }),
    });
    const spec = fc.record({
      items: fc.array(item, { minLength: 1, maxLength: 4 }),
      discount: fc.option(
        fc.oneof(
          fc.integer({ min: 1, max: 100 }).map((value) => ({ type: 1 as const, value })),
          fc.integer({ min: 1, max: 500 }).map((value) => ({ type: 2 as const, value: value / 100 })),
        ),
        { nil: undefined },
      ),
      cashDiscountOrder: fc.boolean(),
      taxInclusive: fc.boolean(),
      cashDiscountEnabled: fc.boolean(),
      taxRound: fc.constantFrom('default' as const, 'nearest' as const, 'none' as const),
      paidPercent: fc.constantFrom(0, 50, 100),
    });
    await fc.assert(
      fc.asyncProperty(spec, async (drawn) => {
        const context: TotalsContext = {
          taxInclusive: drawn.taxInclusive,
          taxRound: drawn.taxRound,
          cashDiscountEnabled: drawn.cashDiscountEnabled,
        };
        // Item discounts as a share of their line, so they never exceed it (seed 001 §5 refuses more on entry).
        const items: ItemSpec[] = drawn.items.map(({ discountPercent, ...rest }) => {
          const line = Math.round(
            (rest.price + rest.modifiers.filter((m) => !m.voided).reduce((sum, m) => sum + m.price, 0)) *
              rest.quantity *
              100,
          );
          return { ...rest, discount: Math.floor((line * discountPercent) / 100) / 100 };
        });
        const unpaid = orderOf(
          { items, discount: drawn.discount, cashDiscountOrder: drawn.cashDiscountOrder },
          context,
        );
        const total = orderFigures(unpaid, context).grandTotal;
        const paid = Math.floor((total * drawn.paidPercent) / 100) / 100;
        const order = orderOf(
          {
            items,
            discount: drawn.discount,
            cashDiscountOrder: drawn.cashDiscountOrder,
            payments: paid > 0 ? [{ amount: paid }] : [],
          },
          context,
        );
        await expectEveryScreen(order, context);
        if (orderFigures(order, context).total > 0) await expectFullRefundDraft(order, context);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('the refund screen shows the same figures (issue 15 §1, §3)', () => {
  it('the full refund of the $20.03 sale: each line and the total the sale charged, -$20.03', async () => {
    editorScreenReset();
    await editorDeviceReady();
    const sale = orderOf(SALE_20_03.spec, SALE_20_03.context);
    const figures = orderFigures(sale, SALE_20_03.context);
    await database.orders.put(sale);
    const draft = await refundDraftCreate(sale, new Date('2026-11-24T11:00:00.000Z'));
    renderApp(`/orders/${draft.local_id}?refund=1`);
    const list = await screen.findByRole('list', { name: 'Items to return' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => amountsIn(row.textContent).at(-1)),
    ).toEqual(figures.lines.map((line) => money(centsNegate(line.amount))));
    expect(termPairs(screen.getByRole('complementary', { name: 'Refund' }))).toEqual({
      Subtotal: money(centsNegate(figures.subtotal)),
      Tax: money(centsNegate(figures.tax)),
      'Refund total': money(centsNegate(figures.total)),
    });
  });
});
