import type { ItemModifier, Product } from '@opentill/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { ModifiersPanel } from './modifiers-panel.tsx';

beforeAll(async () => {
  await initI18n();
});

const modifier = (id: number, name: string, price: number, sorting = id) => ({
  id,
  name,
  price,
  cost: 0.1,
  active: true,
  sorting,
});
const PRODUCT = {
  id: 5,
  name: 'Burger',
  modifier_groups: [
    {
      id: 20,
      name: 'Extras',
      min_selection: 0,
      max_selection: 2,
      sorting: 2,
      modifiers: [modifier(201, 'Cheese', 0.5), modifier(202, 'Bacon', 1.25), modifier(203, 'Egg', 1)],
    },
    {
      id: 10,
      name: 'Bread',
      min_selection: 1,
      max_selection: 1,
      sorting: 1,
      modifiers: [modifier(101, 'White', 0), modifier(102, 'Brown', 0)],
    },
  ],
} as unknown as Product;

function setup(selected: ItemModifier[] = []) {
  const onConfirm = vi.fn();
  render(<ModifiersPanel isOpen product={PRODUCT} selected={selected} onConfirm={onConfirm} onClose={vi.fn()} />);
  return { onConfirm, user: userEvent.setup() };
}

describe('ModifiersPanel (seed 001 §2, §5 group limits)', () => {
  it('shows a tab per group in sorting order, titled Modifiers', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Modifiers' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bread', 'Extras']);
  });

  it('blocks saving below the minimum with the seed message', async () => {
    const { onConfirm, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Modifiers');
    expect(screen.getByRole('alert')).toHaveTextContent('You must select at least 1 modifier in group Bread');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a choice above the maximum on toggle with the seed message', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    await user.click(screen.getByRole('button', { name: /Cheese/ }));
    await user.click(screen.getByRole('button', { name: /Bacon/ }));
    await user.click(screen.getByRole('button', { name: /Egg/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can only select up to 2 modifiers for maximum in group Extras',
    );
    expect(screen.getByRole('button', { name: /Egg/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves item modifier records; a deselected existing modifier is voided', async () => {
    const existing: ItemModifier = {
      id: 9,
      name: 'Cheese',
      price: 0.5,
      price_original: 0.5,
      cost: 0.1,
      group: 20,
      oryginal: 201,
      void_status: 0,
    };
    const { onConfirm, user } = setup([existing]);
    await user.click(screen.getByRole('button', { name: /Brown/ }));
    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    expect(screen.getByRole('button', { name: /Cheese/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Bacon/ })).toHaveTextContent('$1.25');
    await user.click(screen.getByRole('button', { name: /Cheese/ }));
    await user.click(screen.getByRole('button', { name: /Bacon/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { ...existing, void_status: 1 },
      { name: 'Brown', price: 0, price_original: 0, cost: 0.1, group: 10, oryginal: 102, void_status: 0 },
      { name: 'Bacon', price: 1.25, price_original: 1.25, cost: 0.1, group: 20, oryginal: 202, void_status: 0 },
    ]);
  });
});
