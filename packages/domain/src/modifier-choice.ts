/**
 * Whether an item's modifiers meet its product's modifier groups (seed 001 §5: at least min_selection, at most
 * max_selection per group). Issue 15 §6: an item whose required groups are not met never stays on the order, so the
 * editor asks this when the modifiers panel of a new item is cancelled.
 */
import { isActive } from './order-input.ts';
import { modifierGroupCheck, type ModifierGroupLimits } from './validation.ts';

/** A product's modifier group as the check reads it. */
export interface ModifierGroupChoice extends ModifierGroupLimits {
  readonly id: number;
  readonly modifiers: readonly { readonly id: number }[];
}

/** An item modifier as the check reads it: its group, the catalog modifier it came from (oryginal), void_status. */
export interface ChosenModifier {
  readonly group?: number | null;
  readonly oryginal?: number | null;
  readonly void_status?: number | null;
}

/** The number of active modifiers of the item chosen in this group (by group id, else by the catalog modifier). */
function chosenIn(group: ModifierGroupChoice, modifiers: readonly ChosenModifier[]): number {
  let count = 0;
  for (const modifier of modifiers) {
    if (!isActive(modifier)) continue;
    const inGroup =
      modifier.group === group.id ||
      ((modifier.group === null || modifier.group === undefined) &&
        group.modifiers.some((candidate) => candidate.id === modifier.oryginal));
    if (inGroup) count += 1;
  }
  return count;
}

/** True when every group's limits are met by the item's active modifiers. */
export function modifiersMeetGroups(
  groups: readonly ModifierGroupChoice[],
  modifiers: readonly ChosenModifier[],
): boolean {
  return groups.every((group) => modifierGroupCheck(group, chosenIn(group, modifiers)).ok);
}
