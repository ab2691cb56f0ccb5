import { describe, expect, it } from 'vitest';
import { modifiersMeetGroups, type ModifierGroupChoice } from './modifier-choice.ts';

const milk: ModifierGroupChoice = {
  id: 1,
  name: 'Milk',
  min_selection: 1,
  max_selection: 1,
  modifiers: [{ id: 11 }, { id: 12 }],
};
const extras: ModifierGroupChoice = {
  id: 2,
  name: 'Extras',
  min_selection: 0,
  max_selection: 2,
  modifiers: [{ id: 21 }, { id: 22 }, { id: 23 }],
};

describe('modifiersMeetGroups (seed 001 §5, issue 15 §6)', () => {
  it('a required group with nothing chosen is not met', () => {
    expect(modifiersMeetGroups([milk, extras], [])).toBe(false);
    expect(modifiersMeetGroups([milk, extras], [{ group: 2, oryginal: 21, void_status: 0 }])).toBe(false);
  });

  it('a voided choice does not count', () => {
    expect(modifiersMeetGroups([milk], [{ group: 1, oryginal: 11, void_status: 1 }])).toBe(false);
  });

  it('met when each group is within its limits, by group id or by the catalog modifier', () => {
    expect(modifiersMeetGroups([milk, extras], [{ group: 1, oryginal: 12, void_status: 0 }])).toBe(true);
    expect(modifiersMeetGroups([milk], [{ oryginal: 11 }])).toBe(true);
  });

  it('more than the maximum is not met; no groups is always met', () => {
    const three = [21, 22, 23].map((id) => ({ group: 2, oryginal: id, void_status: 0 }));
    expect(modifiersMeetGroups([extras], three)).toBe(false);
    expect(modifiersMeetGroups([], [])).toBe(true);
  });
});
