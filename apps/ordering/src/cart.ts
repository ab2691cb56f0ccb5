import type { OrderingModifierGroup, OrderingProduct } from '@opentill/contracts';
import { cents, centsSum, centsTimesQuantity, modifiersMeetGroups, thousandths, type Cents } from '@opentill/domain';

/** One line of the cart: a product, how many, the modifiers chosen (each with its group). */
export interface CartLine {
  uid: string;
  product: OrderingProduct;
  quantity: number;
  modifiers: { id: number; name: string; price_cents: number; group: number }[];
  notes: string;
}

/** The line's amount as the page shows it: (price + modifiers) × quantity, through packages/domain. */
export function lineCents(line: Pick<CartLine, 'product' | 'quantity' | 'modifiers'>): Cents {
  const unit = centsSum([cents(line.product.price_cents), ...line.modifiers.map((m) => cents(m.price_cents))]);
  return centsTimesQuantity(unit, thousandths(line.quantity * 1000));
}

export function cartCents(lines: readonly CartLine[]): Cents {
  return centsSum(lines.map(lineCents));
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether the chosen modifiers meet every group's min and max (the server checks the same through packages/domain). */
export function choiceComplete(groups: readonly OrderingModifierGroup[], chosen: CartLine['modifiers']): boolean {
  return modifiersMeetGroups(
    groups.map((group) => ({ ...group, min_selection: group.min, max_selection: group.max })),
    chosen.map((modifier) => ({ group: modifier.group, oryginal: modifier.id, void_status: 0 })),
  );
}

/** A group with exactly one choice is a radio group; any other is a set of check boxes (at most max when max > 0). */
export const singleChoice = (group: OrderingModifierGroup) => group.min === 1 && group.max === 1;

/** The choice after a tap: a radio replaces its group's modifier; a check box toggles within the group's max. */
export function choiceToggle(
  group: OrderingModifierGroup,
  chosen: CartLine['modifiers'],
  modifier: OrderingModifierGroup['modifiers'][number],
): CartLine['modifiers'] {
  const entry = { ...modifier, group: group.id };
  if (singleChoice(group)) return [...chosen.filter((m) => m.group !== group.id), entry];
  if (chosen.some((m) => m.id === modifier.id)) return chosen.filter((m) => m.id !== modifier.id);
  const inGroup = chosen.filter((m) => m.group === group.id).length;
  if (group.max > 0 && inGroup >= group.max) return chosen;
  return [...chosen, entry];
}
