import type { Product } from '@opentill/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../data/catalog/catalog.ts';
import { initI18n } from '../../i18n/index.ts';
import { OrderSearch } from './order-search.tsx';

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
  it('shows every one of the 50 results, in order, answering the text typed; a pick adds it and closes them', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<OrderSearch catalog={catalog} currency="$" onAdd={onAdd as (product: Product) => void} onCode={vi.fn()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'green');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(list).toHaveAttribute('data-query', 'green');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names[0]).toBe('Green tea 0$2.00');
    expect(names[49]).toBe('Green tea 49$2.00');
    await user.click(within(list).getByRole('button', { name: /Green tea 49/ }));
    expect(onAdd).toHaveBeenCalledWith(products[49]);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});
