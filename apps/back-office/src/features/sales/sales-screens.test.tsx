import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderApp, sessionAnswer, type Call } from '../../test-kit.tsx';
import { barPercent, rowLabel, useSalesFormat } from './view.ts';
import { renderHook } from '@testing-library/react';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FACTS = {
  store_id: 7,
  currency_code: 'EUR',
  currency_symbol: '€',
  country: 'DE',
  start_time: '06:00',
  tax_option: 'exclusive',
  tax_round: 'default',
};
const FIGURES = {
  transactions: 2,
  gross_sales_cents: 975,
  discounts_cents: 0,
  refunds_cents: 0,
  net_sales_cents: 975,
  tax_cents: 0,
  tips_cents: 0,
  cash_sales_cents: 975,
  cash_returns_cents: 0,
  check_sales_cents: 0,
  check_returns_cents: 0,
  sale_payments: [{ payment_type: 'Cash', sum_cents: 975 }],
  refund_payments: [],
  card_brands: [],
  gift_cards: { paid_in_cents: 0, paid_out_cents: 0, net_cents: 0 },
};
const TODAY = {
  store: FACTS,
  date: '2026-11-24',
  day_start: '2026-11-24T06:00:00.000Z',
  day_end: '2026-11-25T05:59:59.999Z',
  orders_count: 2,
  open_orders_count: 0,
  average_sale_cents: 488,
  figures: FIGURES,
  by_hour: [],
  generated_at: '2026-11-24T12:00:00.000Z',
};
const row = (key: string, label: string, count: number, amount: number, quantity: number | null = null) => ({
  key,
  label,
  count,
  quantity_thousandths: quantity,
  amount_cents: amount,
  tax_cents: null,
  tips_cents: null,
});
const ORDER = {
  id: 41,
  number: 12,
  short_number: '3-007',
  status: 5,
  online: false,
  terminal_id: 3,
  terminal_name: 'Counter',
  employee_id: 2,
  employee_name: 'Ada',
  open_date: '2026-11-24T10:00:00.000Z',
  close_date: '2026-11-24T10:05:00.000Z',
  items_count: 1,
  grand_total_cents: -525,
  tax_total_cents: 0,
  tips_cents: 0,
  payment_types: ['Cash'],
};

function salesApi(call: Call) {
  const url = new URL(call.url, 'http://localhost');
  if (url.pathname === '/api/dashboard/session') return { body: sessionAnswer() };
  if (url.pathname === '/api/dashboard/stores/7/reports/today') return { body: TODAY };
  if (url.pathname === '/api/dashboard/stores/7/reports/product')
    return {
      body: {
        store: FACTS,
        kind: 'product',
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        rows: [row('5:Cappuccino', 'Cappuccino', 1, 525, 1000), row('4:Latte', 'Latte', 2, 900, 2500)],
        totals: { count: 3, quantity_thousandths: 3500, amount_cents: 1425, tax_cents: null, tips_cents: null },
      },
    };
  if (url.pathname === '/api/dashboard/stores/7/orders/filters')
    return {
      body: { terminals: [{ id: 3, name: 'Counter' }], employees: [{ id: 2, name: 'Ada' }], payment_types: ['Cash'] },
    };
  if (url.pathname === '/api/dashboard/stores/7/orders')
    return {
      body: {
        store: FACTS,
        results: url.searchParams.get('status') === '3' ? [] : [ORDER],
        next_cursor: null,
      },
    };
  return undefined;
}

describe('Reports', () => {
  it('shows a report by product over the last 7 business days: bars, a table with the total, the CSV link', async () => {
    const calls = fetchMock(salesApi);
    await renderApp('/stores/7/reports/product');
    const table = await screen.findByRole('table', { name: 'By product' });
    const latte = within(table).getByRole('row', { name: /Latte/ });
    // English in a German store (en-DE): English separators, the store's euro symbol.
    expect(latte).toHaveTextContent('2.5');
    expect(latte).toHaveTextContent('€9.00');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('€14.25');
    const asked = calls.find((call) => call.url.includes('/reports/product'));
    expect(asked?.url).toContain('from=2026-11-18&to=2026-11-24');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/stores/7/reports/product?from=2026-11-18&to=2026-11-24&format=csv',
    );
    expect(screen.getByRole('link', { name: 'By product' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Orders', () => {
  it('lists orders with their status and total, and filters by status through the address', async () => {
    const calls = fetchMock(salesApi);
    const { router } = await renderApp('/stores/7/sales/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const order = within(table).getByRole('row', { name: /3-007/ });
    expect(order).toHaveTextContent('Refunded');
    expect(order).toHaveTextContent('-€5.25');
    expect(within(order).getByRole('link', { name: '3-007' })).toHaveAttribute('href', '/stores/7/sales/orders/41');

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=3');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/orders?status=3&limit=50'))).toBe(true));
  });
});

describe('sales view rules', () => {
  it('names hours by time (and date over several days), days by date, the liability by its words', () => {
    const { result } = renderHook(() => useSalesFormat(FACTS));
    const t = (key: string) => `t:${key}`;
    const hour = { key: '2026-11-24T14:00:00.000Z', label: '' };
    expect(rowLabel('hour', hour, result.current, t, false)).toBe(result.current.time(hour.key));
    expect(rowLabel('hour', hour, result.current, t, true)).toBe(result.current.dateTime(hour.key));
    expect(rowLabel('day', { key: '2026-11-24', label: '' }, result.current, t, true)).toBe('24/11/2026');
    expect(rowLabel('gift-card-liability', { key: 'issued', label: 'issued' }, result.current, t, false)).toBe(
      't:liability.issued',
    );
    expect(rowLabel('employee', { key: '', label: '' }, result.current, t, false)).toBe('t:reports.none');
    expect(result.current.amount(-525)).toBe('-€5.25');
    expect(result.current.quantity(2500)).toBe('2.5');
  });

  it('draws bars relative to the largest, never below 1 % for a sale, nothing for none or a refund', () => {
    expect(barPercent(500, 1000)).toBe(50);
    expect(barPercent(1, 100_000)).toBe(1);
    expect(barPercent(0, 1000)).toBe(0);
    expect(barPercent(-300, 1000)).toBe(0);
    expect(barPercent(10, 0)).toBe(0);
  });
});
