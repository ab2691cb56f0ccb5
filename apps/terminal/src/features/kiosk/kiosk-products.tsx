import type { Category, Product } from '@opentill/contracts';
import { centsFormat, centsFromDecimal } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_SIZE } from '../order/product-grid.tsx';
import { productHasInfo } from './kiosk-actions.ts';

/** The kiosk's category strip: large touch targets, the selected one marked. */
export function KioskCategories({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly Category[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('kiosk.categories')} className="flex snap-x gap-3 overflow-x-auto pb-2">
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
          className="min-h-14 shrink-0 snap-start rounded-2xl bg-white px-6 text-lg font-semibold text-slate-900 shadow aria-pressed:bg-sky-700 aria-pressed:text-white"
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}

/**
 * The kiosk's products (order_kiosk only, seed 001 §3), 50 at a time (seed 001 §9 page size; the parent keys it by
 * category, so another category starts at the first page). A tap adds the
 * product; a product with an image and a description also has an info button (seed 001 §2 kiosk variant).
 */
export function KioskProducts({
  products,
  currency,
  onAdd,
  onInfo,
}: {
  products: readonly Product[];
  currency: string;
  onAdd: (product: Product) => void;
  onInfo: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  if (products.length === 0) return <p className="p-6 text-center text-lg text-slate-500">{t('kiosk.noProducts')}</p>;
  const shown = products.slice(0, pages * PRODUCT_PAGE_SIZE);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <ul aria-label={t('kiosk.products')} className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
        {shown.map((product) => (
          <li key={product.id} className="relative">
            <button
              type="button"
              onClick={() => onAdd(product)}
              disabled={product.inventory !== null && product.inventory <= 0}
              className="flex min-h-32 w-full flex-col items-start justify-between gap-2 rounded-2xl bg-white p-4 text-left shadow hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-sky-500 active:bg-sky-100 disabled:opacity-50"
            >
              {product.image && <img src={product.image} alt="" className="h-20 w-full rounded-xl object-cover" />}
              <span className="line-clamp-2 pr-10 text-lg font-semibold text-slate-900">{product.name}</span>
              <span className="text-slate-700">{centsFormat(centsFromDecimal(product.price), currency)}</span>
            </button>
            {productHasInfo(product) && (
              <button
                type="button"
                aria-label={t('kiosk.productInfo', { name: product.name })}
                onClick={() => onInfo(product)}
                className="absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full bg-sky-700 text-xl font-bold text-white"
              >
                i
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.length < products.length && (
        <button
          type="button"
          onClick={() => setPages(pages + 1)}
          className="mt-3 min-h-14 w-full rounded-2xl bg-slate-200 text-lg font-semibold"
        >
          {t('kiosk.moreProducts')}
        </button>
      )}
    </div>
  );
}
