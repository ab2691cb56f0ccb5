import type { Product } from '@opentill/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../data/catalog/catalog.ts';
import { initI18n } from '../../i18n/index.ts';
import { OrderSearch, SEARCH_ROWS_FIRST, searchNeedsMoreRows } from './order-search.tsx';

beforeAll(async () => {
  await initI18n();
});

const products = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  name: `Green tea ${String(index)}`,
  price: 2,
}));
/** The catalog's search as the editor uses it: the first `limit` names containing the text. */
const catalog = {
  search: (text: string, limit = Infinity) =>
    products.filter((product) => product.name.toLowerCase().includes(text.trim().toLowerCase())).slice(0, limit),
  scan: () => ({ kind: 'not_found' }),
} as unknown as Catalog;

describe('order search results (seed 001 §5)', () => {
  it('renders the first rows of the 50 results, more as the list is scrolled to its end; a pick adds and closes', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<OrderSearch catalog={catalog} currency="$" onAdd={onAdd as (product: Product) => void} onCode={vi.fn()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'green');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(list).toHaveAttribute('data-query', 'green');
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(SEARCH_ROWS_FIRST);
    // Each rendered row says its place among all 50.
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    expect(items()[0]).toHaveAttribute('aria-setsize', '50');
    // jsdom has no layout: the list's size is given, then it is scrolled to its end until every result is there.
    Object.defineProperties(list, {
      clientHeight: { configurable: true, value: 320 },
      scrollHeight: { configurable: true, get: () => items().length * 44 },
    });
    fireEvent.scroll(list, { target: { scrollTop: 0 } });
    expect(items()).toHaveLength(SEARCH_ROWS_FIRST); // at the top: nothing more
    for (let scroll = 0; scroll < 10 && items().length < 50; scroll += 1)
      fireEvent.scroll(list, { target: { scrollTop: items().length * 44 - 320 } });
    expect(items()).toHaveLength(50);
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names[0]).toBe('Green tea 0$2.00');
    expect(names[49]).toBe('Green tea 49$2.00');
    expect(items()[49]).toHaveAttribute('aria-posinset', '50');
    // A narrower text gives new results (Green tea 1, 10 to 19): the list starts again from its first rows.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' tea 1');
    const narrower = screen.getByRole('list', { name: 'Search results' });
    expect(narrower).toHaveAttribute('data-query', 'green tea 1');
    expect(within(narrower).getAllByRole('listitem')).toHaveLength(SEARCH_ROWS_FIRST);
    expect(within(narrower).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '11');
    await user.click(within(narrower).getByRole('button', { name: /^Green tea 1 ?\$/ }));
    expect(onAdd).toHaveBeenCalledWith(products[1]);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('Tab goes on down the results: reaching the last rendered rows renders more', async () => {
    const user = userEvent.setup();
    render(<OrderSearch catalog={catalog} currency="$" onAdd={vi.fn()} onCode={vi.fn()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'green');
    const list = await screen.findByRole('list', { name: 'Search results' });
    within(list).getAllByRole('button')[SEARCH_ROWS_FIRST - 3]!.focus();
    expect(within(list).getAllByRole('listitem')).toHaveLength(SEARCH_ROWS_FIRST);
    await user.tab(); // row 9 of 10
    await user.tab(); // row 10
    await user.tab(); // row 11: there, because focus on row 9 rendered more
    expect(document.activeElement).toHaveTextContent(/^Green tea 10\$/);
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(SEARCH_ROWS_FIRST);
  });

  it('asks for more rows only within two rows of the end', () => {
    expect(searchNeedsMoreRows({ scrollTop: 0, clientHeight: 320, scrollHeight: 440 })).toBe(false);
    expect(searchNeedsMoreRows({ scrollTop: 31, clientHeight: 320, scrollHeight: 440 })).toBe(false);
    expect(searchNeedsMoreRows({ scrollTop: 32, clientHeight: 320, scrollHeight: 440 })).toBe(true);
    expect(searchNeedsMoreRows({ scrollTop: 120, clientHeight: 320, scrollHeight: 440 })).toBe(true);
  });
});
