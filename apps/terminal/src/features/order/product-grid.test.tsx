import type { Product } from '@opentill/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { ProductGrid } from './product-grid.tsx';

beforeAll(async () => {
  await initI18n();
});

const products = [
  { id: 1, name: 'Espresso', price: 2.5, inventory: null },
  { id: 2, name: 'Latte', price: 3.5, inventory: null },
] as unknown as Product[];

describe('product grid (seed 001 §2)', () => {
  it('adds on a tap without putting the focus on the tile; a tile pressed from the keyboard adds too', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <input type="search" aria-label="Search" />
        <ProductGrid products={products} onAdd={onAdd} />
      </>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    search.focus();
    await user.click(screen.getByRole('button', { name: /^Espresso/ }));
    expect(onAdd).toHaveBeenCalledWith(products[0]);
    // The field is left (the editor's shortcuts work again) and the tile does not take the focus: a stray Enter after
    // the tap adds nothing more.
    expect(document.body).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);

    search.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Espresso/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(products[1]);
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
