import type { OrderingModifierGroup, OrderingProduct } from '@opentill/contracts';
import { describe, expect, it } from 'vitest';
import { cartCents, cartCount, choiceComplete, choiceToggle, lineCents, type CartLine } from './cart.ts';

const cheese: OrderingModifierGroup = {
  id: 1,
  name: 'Cheese',
  min: 1,
  max: 1,
  modifiers: [
    { id: 11, name: 'Cheddar', price_cents: 100 },
    { id: 12, name: 'Blue', price_cents: 150 },
  ],
};
const extras: OrderingModifierGroup = {
  id: 2,
  name: 'Extras',
  min: 0,
  max: 2,
  modifiers: [
    { id: 21, name: 'Sauce', price_cents: 50 },
    { id: 22, name: 'Onion', price_cents: 30 },
    { id: 23, name: 'Egg', price_cents: 120 },
  ],
};
const burger: OrderingProduct = {
  id: 5,
  name: 'Burger',
  description: '',
  price_cents: 1000,
  image: null,
  modifier_groups: [cheese, extras],
};

describe('the ordering page cart', () => {
  it('prices a line as (price + modifiers) x quantity and sums the cart in cents', () => {
    const modifiers = [
      { ...cheese.modifiers[0]!, group: 1 },
      { ...extras.modifiers[0]!, group: 2 },
    ];
    const line: CartLine = { uid: 'a', product: burger, quantity: 3, modifiers, notes: '' };
    expect(lineCents(line)).toBe(3450);
    const soup: CartLine = {
      uid: 'b',
      product: { ...burger, price_cents: 333, modifier_groups: [] },
      quantity: 2,
      modifiers: [],
      notes: '',
    };
    expect(cartCents([line, soup])).toBe(4116);
    expect(cartCount([line, soup])).toBe(5);
  });

  it('asks for the required group, swaps a radio choice, and stops check boxes at the group max', () => {
    let chosen: CartLine['modifiers'] = [];
    expect(choiceComplete(burger.modifier_groups, chosen)).toBe(false);
    chosen = choiceToggle(cheese, chosen, cheese.modifiers[0]!);
    chosen = choiceToggle(cheese, chosen, cheese.modifiers[1]!);
    expect(chosen.map((m) => m.name)).toEqual(['Blue']);
    expect(choiceComplete(burger.modifier_groups, chosen)).toBe(true);
    for (const modifier of extras.modifiers) chosen = choiceToggle(extras, chosen, modifier);
    expect(chosen.map((m) => m.name)).toEqual(['Blue', 'Sauce', 'Onion']);
    chosen = choiceToggle(extras, chosen, extras.modifiers[0]!);
    expect(chosen.map((m) => m.name)).toEqual(['Blue', 'Onion']);
  });
});
