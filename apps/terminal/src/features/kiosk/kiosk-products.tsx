import type { Category, Product } from '@opentill/contracts';
import { centsFromDecimal } from '@opentill/domain';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { Button } from '../../ui/button.tsx';
import { PRODUCT_PAGE_SIZE } from '../order/product-grid.tsx';
import { productHasInfo } from './kiosk-actions.ts';

/** The kiosk's category strip: large touch targets in one row that scrolls sideways, the selected one marked. */
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
    <div
      role="group"
      aria-label={t('kiosk.categories')}
      className="flex min-w-0 shrink-0 snap-x gap-3 overflow-x-auto p-1 pb-2"
    >
      {categories.map((category) => (
        <Button
          key={category.id}
          size="lg"
          variant={selected === category.id ? 'primary' : 'secondary'}
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
          className="shrink-0 snap-start text-2xl! whitespace-nowrap shadow-sm"
        >
          {category.name}
        </Button>
      ))}
    </div>
  );
}

/** A colour a card without an image is tinted with: the product's own, else its category's, else the brand's. */
const DEFAULT_ACCENT = '#0369a1';
const tint = (accent: string): CSSProperties => ({
  backgroundColor: `color-mix(in srgb, ${accent} 16%, white)`,
  color: `color-mix(in srgb, ${accent} 70%, black)`,
});

/** The picture of a card: the product's image, or a tinted panel with its initial, so every card looks finished. */
function ProductPicture({ product, accent }: { product: Product; accent: string }) {
  const image = (product.image ?? '').trim();
  if (image) return <img src={image} alt="" className="aspect-[4/3] w-full rounded-control object-cover" />;
  return (
    <span
      aria-hidden="true"
      style={tint(product.color ?? accent)}
      className="flex aspect-[4/3] w-full items-center justify-center rounded-control text-7xl font-bold"
    >
      {[...product.name.trim()][0]?.toUpperCase() ?? ''}
    </span>
  );
}

/**
 * The kiosk's products (order_kiosk only, seed 001 §3), 50 at a time (seed 001 §9 page size; the parent keys it by
 * category, so another category starts at the first page): large cards with the product's image (or a tinted panel),
 * its name in large type and its price, in columns that follow the width. A tap adds the product; a product with an
 * image and a description also has an info button (seed 001 §2 kiosk variant).
 */
export function KioskProducts({
  products,
  accent,
  onAdd,
  onInfo,
}: {
  products: readonly Product[];
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  currency?: string;
  /** The category's colour, for cards without an image. */
  accent?: string | null;
  onAdd: (product: Product) => void;
  onInfo: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pages, setPages] = useState(1);
  if (products.length === 0)
    return <p className="flex-1 p-6 text-center text-2xl text-ink-muted">{t('kiosk.noProducts')}</p>;
  const shown = products.slice(0, pages * PRODUCT_PAGE_SIZE);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1">
      <ul
        aria-label={t('kiosk.products')}
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4"
      >
        {shown.map((product) => (
          <li key={product.id} className="relative flex">
            <button
              type="button"
              title={product.name}
              onClick={() => onAdd(product)}
              disabled={product.inventory !== null && product.inventory <= 0}
              className="flex w-full flex-col gap-3 rounded-panel bg-surface p-3 text-left text-ink shadow-md select-none hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus active:scale-[0.98] active:bg-sky-100 disabled:cursor-not-allowed disabled:opacity-45"
            >
              <ProductPicture product={product} accent={accent ?? DEFAULT_ACCENT} />
              <span className="line-clamp-2 min-h-[2lh] px-1 text-2xl leading-tight font-semibold break-words">
                {product.name}
              </span>
              <span className="mt-auto flex items-center justify-between gap-2 px-1">
                <span className="text-2xl font-bold tabular-nums">{format.money(centsFromDecimal(product.price))}</span>
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-3xl leading-none font-bold text-on-primary"
                >
                  +
                </span>
              </span>
            </button>
            {productHasInfo(product) && (
              <Button
                variant="primary"
                aria-label={t('kiosk.productInfo', { name: product.name })}
                onClick={() => onInfo(product)}
                className="absolute top-5 right-5 size-14 rounded-full! px-0! text-2xl shadow-md"
              >
                i
              </Button>
            )}
          </li>
        ))}
      </ul>
      {shown.length < products.length && (
        <Button size="lg" onClick={() => setPages(pages + 1)} className="mt-4 w-full">
          {t('kiosk.moreProducts')}
        </Button>
      )}
    </div>
  );
}
