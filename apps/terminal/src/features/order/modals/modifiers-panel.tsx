import type { ItemModifier, Modifier, ModifierGroup, Product } from '@opentill/contracts';
import { centsFromDecimal, modifierGroupCheck } from '@opentill/domain';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/use-format.ts';
import { seedText } from '../../../ui/error-modal.tsx';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

export interface ModifiersPanelProps {
  isOpen: boolean;
  product: Product;
  /** The item's modifiers as they are (voided ones included). */
  selected: ItemModifier[];
  onConfirm: (modifiers: ItemModifier[]) => void;
  onClose: () => void;
}

const bySorting = <T extends { sorting: number; name: string }>(a: T, b: T) =>
  a.sorting - b.sorting || a.name.localeCompare(b.name);
const isActive = (modifier: ItemModifier) => modifier.void_status !== 1;

/** A new item modifier from the catalog's modifier (seed 001 §3 Item modifier; oryginal = source modifier id). */
function itemModifierOf(modifier: Modifier, group: ModifierGroup): ItemModifier {
  return {
    name: modifier.name,
    price: modifier.price,
    price_original: modifier.price,
    cost: modifier.cost,
    group: group.id,
    oryginal: modifier.id,
    void_status: 0,
  };
}

/**
 * The item's modifiers after the choice (seed 001 §4): a newly chosen modifier is added with void_status 0; one
 * the item had and that is no longer chosen keeps its record with void_status 1; a voided one chosen again is
 * made active again.
 */
export function modifiersAfterChoice(
  product: Product,
  selected: readonly ItemModifier[],
  chosen: ReadonlySet<number>,
): ItemModifier[] {
  const result: ItemModifier[] = selected.map((modifier) => {
    const id = modifier.oryginal;
    if (id === null || id === undefined) return modifier;
    return { ...modifier, void_status: chosen.has(id) ? 0 : isActive(modifier) ? 1 : modifier.void_status };
  });
  const known = new Set(selected.map((modifier) => modifier.oryginal));
  for (const group of [...product.modifier_groups].sort(bySorting)) {
    for (const modifier of [...group.modifiers].sort(bySorting)) {
      if (chosen.has(modifier.id) && !known.has(modifier.id)) result.push(itemModifierOf(modifier, group));
    }
  }
  return result;
}

type Message = { title: string; message: string } | null;

/** seed 001 §2 Modifiers side panel: a tab per group; §5 group limits, title "Modifiers", save blocked while invalid. */
export function ModifiersPanel(props: ModifiersPanelProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.modifiers.title')} size="side">
      <PanelBody {...props} />
    </ModalFrame>
  );
}

function PanelBody({ product, selected, onConfirm, onClose }: ModifiersPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const groups = [...product.modifier_groups].sort(bySorting);
  const [chosen, setChosen] = useState<Set<number>>(
    () =>
      new Set(
        selected
          .filter(isActive)
          .flatMap((modifier) => (typeof modifier.oryginal === 'number' ? [modifier.oryginal] : [])),
      ),
  );
  const [tab, setTab] = useState<string>(groups[0] ? String(groups[0].id) : '');
  const [message, setMessage] = useState<Message>(null);
  const count = (group: ModifierGroup) => group.modifiers.filter((modifier) => chosen.has(modifier.id)).length;
  const limitMessage = (group: ModifierGroup, selectedCount: number): Message => {
    const check = modifierGroupCheck(group, selectedCount);
    if (check.ok) return null;
    const key = selectedCount < (group.min_selection ?? 0) ? 'atLeast' : 'upTo';
    const limit = key === 'atLeast' ? group.min_selection : group.max_selection;
    return {
      title: seedText(t, check.error.title),
      message: t(`orderModals.modifiers.${key}`, { count: limit ?? 0, name: group.name }),
    };
  };

  const toggle = (group: ModifierGroup, modifier: Modifier, on: boolean) => {
    const next = new Set(chosen);
    if (on) {
      // seed 001 §5: the maximum is checked on toggle too; the extra choice is refused.
      const refused = limitMessage({ ...group, min_selection: 0 }, count(group) + 1);
      if (refused) {
        setMessage(refused);
        return;
      }
      next.add(modifier.id);
    } else next.delete(modifier.id);
    setChosen(next);
    setMessage(null);
  };

  const save = () => {
    for (const group of groups) {
      const refused = limitMessage(group, count(group));
      if (refused) {
        setTab(String(group.id));
        setMessage(refused);
        return;
      }
    }
    onConfirm(modifiersAfterChoice(product, selected, chosen));
  };

  return (
    <>
      <p className="font-semibold text-slate-600">{product.name}</p>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => setTab(String(key))}
        className="flex min-h-0 flex-1 flex-col gap-3"
      >
        <TabList aria-label={t('orderModals.modifiers.groups')} className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <Tab
              key={group.id}
              id={String(group.id)}
              className="flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-slate-200 px-4 font-semibold outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-sky-500 data-[selected]:border-sky-700 data-[selected]:bg-sky-700 data-[selected]:text-white"
            >
              {group.name}
            </Tab>
          ))}
        </TabList>
        {groups.map((group) => (
          <TabPanel key={group.id} id={String(group.id)} className="flex flex-col gap-2 overflow-y-auto outline-none">
            <p className="text-sm text-slate-600">
              {group.max_selection > 0
                ? t('orderModals.modifiers.limits', { min: group.min_selection, count: group.max_selection })
                : t('orderModals.modifiers.limitsMin', { count: group.min_selection })}
            </p>
            <div className="grid grid-cols-2 gap-2">
              {[...group.modifiers]
                .filter((modifier) => modifier.active)
                .sort(bySorting)
                .map((modifier) => {
                  const price = centsFromDecimal(modifier.price);
                  return (
                    <ToggleButton
                      key={modifier.id}
                      isSelected={chosen.has(modifier.id)}
                      onChange={(on) => toggle(group, modifier, on)}
                      className="flex min-h-14 flex-col items-start justify-center rounded-lg border-2 border-slate-200 px-3 py-2 text-left outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-sky-500 data-[selected]:border-sky-700 data-[selected]:bg-sky-50"
                    >
                      <span className="font-semibold">{modifier.name}</span>
                      <span className="text-sm text-slate-600">
                        {price === 0 ? t('orderModals.modifiers.free') : format.money(price)}
                      </span>
                    </ToggleButton>
                  );
                })}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      {message && (
        <div role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{message.title}</p>
          <p>{message.message}</p>
        </div>
      )}
      <div className="mt-auto flex justify-end gap-3">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={save} variant="primary">
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}
