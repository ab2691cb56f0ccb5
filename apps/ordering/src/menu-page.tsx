import type { OrderingMenu, OrderingProduct } from '@opentill/contracts';
import { useState } from 'react';
import { cartCents, cartCount, type CartLine } from './cart.ts';
import { t } from './i18n.ts';
import { money } from './money.ts';
import { ProductDialog } from './product-dialog.tsx';
import { buttonPrimary, panel } from './ui.ts';

interface Props {
  menu: OrderingMenu;
  lines: CartLine[];
  onLines: (lines: CartLine[]) => void;
  onCheckout: () => void;
}

/** The menu by category (only what is sold online today), and the cart's bar at the bottom. */
export function MenuPage({ menu, lines, onLines, onCheckout }: Props) {
  const [open, setOpen] = useState<OrderingProduct | null>(null);
  const symbol = menu.store.currency_symbol;
  const count = cartCount(lines);
  return (
    <>
      {!menu.open_now && (
        <p className={`${panel} mb-4`} role="status">
          {t('menu.closedNow', { open: menu.hours.open })}
        </p>
      )}
      {menu.categories.length > 1 && (
        <nav aria-label={t('menu.categories')} className="-mx-4 mb-2 flex gap-2 overflow-x-auto px-4 pb-2">
          {menu.categories.map((category) => (
            <a
              key={category.id}
              href={`#category-${String(category.id)}`}
              className="inline-flex min-h-touch shrink-0 items-center rounded-control bg-surface px-3 font-medium shadow-sm"
            >
              {category.name}
            </a>
          ))}
        </nav>
      )}
      {menu.categories.length === 0 && <p className={panel}>{t('menu.empty')}</p>}
      {menu.categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${String(category.id)}`} className="mb-6">
          <h2 id={`category-${String(category.id)}`} className="mb-2 scroll-mt-16 text-xl font-bold">
            {category.name}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {category.products.map((product) => (
              <li key={product.id} className={`${panel} flex gap-3`}>
                {product.image && (
                  <img
                    src={product.image}
                    alt=""
                    width={72}
                    height={72}
                    className="size-18 shrink-0 rounded-control object-cover"
                  />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="font-semibold">{product.name}</h3>
                  {product.description && <p className="line-clamp-2 text-sm text-ink-muted">{product.description}</p>}
                  <div className="mt-auto flex items-center justify-between gap-2">
                    <span className="font-semibold">{money(product.price_cents, symbol)}</span>
                    <button
                      type="button"
                      className={buttonPrimary}
                      aria-label={t('menu.addNamed', { name: product.name })}
                      onClick={() => setOpen(product)}
                    >
                      {t('menu.add')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {count > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface p-3 shadow-lg">
          <div className="mx-auto max-w-3xl">
            <button type="button" className={`${buttonPrimary} w-full min-h-touch-lg`} onClick={onCheckout}>
              {t('menu.viewCart', { count, total: money(cartCents(lines), symbol) })}
            </button>
          </div>
        </div>
      )}
      {open && (
        <ProductDialog
          product={open}
          symbol={symbol}
          onClose={() => setOpen(null)}
          onAdd={(line) => {
            onLines([...lines, line]);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
