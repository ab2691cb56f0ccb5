import type { OrderingProduct } from '@opentill/contracts';
import { useEffect, useRef, useState } from 'react';
import { choiceComplete, choiceToggle, lineCents, singleChoice, type CartLine } from './cart.ts';
import { t } from './i18n.ts';
import { money } from './money.ts';
import { buttonPrimary, buttonSecondary, input, label } from './ui.ts';

interface Props {
  product: OrderingProduct;
  symbol: string;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}

/** A product's choices: its modifier groups with their min and max, a quantity and a note; Add when the groups are met. */
export function ProductDialog({ product, symbol, onClose, onAdd }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<CartLine['modifiers']>([]);
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const complete = choiceComplete(product.modifier_groups, chosen);
  const amount = lineCents({ product, quantity, modifiers: chosen });
  const titleId = `product-${String(product.id)}`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-1rem))] rounded-dialog bg-surface p-0 text-ink"
    >
      <form
        method="dialog"
        className="flex flex-col gap-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          onAdd({ uid: crypto.randomUUID(), product, quantity, modifiers: chosen, notes: notes.trim() });
        }}
      >
        <h2 id={titleId} className="text-xl font-bold">
          {product.name}
        </h2>
        {product.description && <p className="text-ink-muted">{product.description}</p>}
        {product.modifier_groups.map((group) => {
          const inGroup = chosen.filter((m) => m.group === group.id).length;
          const rule =
            group.min > 0 && group.max === group.min
              ? t('product.chooseExactly', { count: group.min })
              : group.min > 0
                ? t('product.chooseAtLeast', { count: group.min })
                : group.max > 0
                  ? t('product.chooseUpTo', { count: group.max })
                  : t('product.optional');
          return (
            <fieldset key={group.id} className="flex flex-col gap-1">
              <legend className="mb-1 font-semibold">
                {group.name} <span className="text-sm font-normal text-ink-muted">({rule})</span>
              </legend>
              {group.modifiers.map((modifier) => {
                const checked = chosen.some((m) => m.id === modifier.id);
                const full = !singleChoice(group) && group.max > 0 && inGroup >= group.max && !checked;
                return (
                  <label
                    key={modifier.id}
                    className="flex min-h-touch items-center gap-3 rounded-control px-2 hover:bg-canvas"
                  >
                    <input
                      type={singleChoice(group) ? 'radio' : 'checkbox'}
                      name={`group-${String(group.id)}`}
                      className="size-5 accent-primary"
                      checked={checked}
                      disabled={full}
                      onChange={() => setChosen(choiceToggle(group, chosen, modifier))}
                    />
                    <span className="flex-1">{modifier.name}</span>
                    {modifier.price_cents !== 0 && (
                      <span className="text-sm text-ink-muted">+{money(modifier.price_cents, symbol)}</span>
                    )}
                  </label>
                );
              })}
            </fieldset>
          );
        })}
        <label className={label}>
          {t('product.notes')}
          <input className={input} value={notes} maxLength={200} onChange={(event) => setNotes(event.target.value)} />
        </label>
        <div className="flex items-center gap-3">
          <span className="font-medium" id={`${titleId}-qty`}>
            {t('product.quantity')}
          </span>
          <button
            type="button"
            className={buttonSecondary}
            aria-label={t('product.less')}
            disabled={quantity <= 1}
            onClick={() => setQuantity(quantity - 1)}
          >
            −
          </button>
          <output aria-labelledby={`${titleId}-qty`} className="min-w-8 text-center text-lg font-semibold">
            {quantity}
          </output>
          <button
            type="button"
            className={buttonSecondary}
            aria-label={t('product.more')}
            disabled={quantity >= 99}
            onClick={() => setQuantity(quantity + 1)}
          >
            +
          </button>
        </div>
        {!complete && <p className="text-sm text-danger">{t('product.incomplete')}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={() => ref.current?.close()}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={!complete}>
            {t('product.addToCart', { total: money(amount, symbol) })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
