import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from './display-i18n.ts';
import { OrderScreen, SaleScreen } from './display-screens.tsx';
import en from '../../i18n/locales/customer-display/en.json';

const t = translator('en', en, en);
const order = {
  lines: [],
  subtotal: '$5.20',
  discount: null,
  tax: '$0.98',
  tips: '$1.11',
  total: '$7.29',
  paid: '$6.18',
  balance: '$0.00',
};
const value = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { exact: true }).nextElementSibling?.textContent;

describe('the sale on the display (issue 20 §2, seed 002 §4)', () => {
  it('a card payment approved: what was charged with the tip, and Approved', () => {
    render(
      <SaleScreen
        t={t}
        sale={{ cash: false, transaction_amount: '$7.29', change_tender_amount: '$0.00', tip: '$1.11' }}
        order={order}
      />,
    );
    const sale = screen.getByRole('region', { name: 'Card payment' });
    expect(value(sale, 'Charged')).toBe('$7.29');
    expect(value(sale, 'Tip')).toBe('$1.11');
    expect(within(sale).getByText('Approved')).toBeInTheDocument();
    expect(within(sale).queryByText('Change')).toBeNull();
  });

  it('a cash payment: tendered and change, no Approved', () => {
    render(
      <SaleScreen
        t={t}
        sale={{ cash: true, transaction_amount: '$10.00', change_tender_amount: '$3.82' }}
        order={null}
      />,
    );
    const sale = screen.getByRole('region', { name: 'Cash payment' });
    expect(value(sale, 'Tendered')).toBe('$10.00');
    expect(value(sale, 'Change')).toBe('$3.82');
    expect(within(sale).queryByText('Approved')).toBeNull();
    expect(within(sale).queryByText('Tip')).toBeNull();
  });
});

describe('the order on the display (issue 20 §2)', () => {
  const store = { name: 'OpenTill Demo Café', logo: null, background: null, language: 'en' };
  const shown = { ...order, tips: null, paid: null, balance: '$6.18', total: '$6.18' };

  it("shows the store's name beside the totals when it has no logo", () => {
    render(<OrderScreen t={t} order={shown} store={store} />);
    const region = screen.getByRole('region', { name: 'Your order' });
    expect(within(region).getByText('OpenTill Demo Café')).toBeInTheDocument();
    expect(value(region, 'Total')).toBe('$6.18');
  });

  it("shows the store's logo, named by the store, instead of its name", () => {
    render(<OrderScreen t={t} order={shown} store={{ ...store, logo: 'data:image/png;base64,AA==' }} />);
    const region = screen.getByRole('region', { name: 'Your order' });
    expect(within(region).getByRole('img', { name: 'OpenTill Demo Café' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA==',
    );
    expect(within(region).queryByText('OpenTill Demo Café')).toBeNull();
  });

  it('shows neither before the store is known', () => {
    render(<OrderScreen t={t} order={shown} store={null} />);
    const region = screen.getByRole('region', { name: 'Your order' });
    expect(within(region).queryByRole('img')).toBeNull();
    expect(within(region).queryByText('OpenTill Demo Café')).toBeNull();
  });
});
