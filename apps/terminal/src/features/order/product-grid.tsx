import type { Category, Product } from '@opentill/contracts';
import { centsFromDecimal } from '@opentill/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { productUnavailable } from '../../data/catalog/catalog.ts';
import { useFormat } from '../../ui/use-format.ts';

/** seed 001 §9: product grid page size 50; the next page loads when scrolled near the end. */
export const PRODUCT_PAGE_SIZE = 50;
const TILE_HEIGHT = 96;
const TILE_MIN_WIDTH = 150;

/**
 * A tap on a tile leaves the focus nowhere rather than on the tile (its :active colour still shows): a stray Enter or
 * Space cannot add the product again, and tap after tap skips the focus and blur events and their style changes
 * (issue 13, 4x slowdown; decisions §71). A focused field or button is left as a tap on the tile left it before, so
 * the editor's shortcuts (F9) work after it. Keyboard users still Tab to a tile and press it.
 */
function tapWithoutFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
}

/** seed 001 §9: category colour names map to fixed colours. */
const CATEGORY_COLORS: Record<string, string> = {
  orange: 'bg-orange-500',
  aqua: 'bg-cyan-300 text-slate-900',
  brown: 'bg-amber-800',
  green: 'bg-green-600',
  cyan: 'bg-cyan-600',
  maroon: 'bg-rose-900',
  pink: 'bg-pink-500',
};

export const CategoryStrip = memo(function CategoryStrip({
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
    // Scrolls sideways inside itself (min-w-0): the strip never widens the screen, however many categories.
    <div
      role="group"
      aria-label={t('order.categories')}
      className="flex min-w-0 shrink-0 snap-x gap-2 overflow-x-auto overscroll-x-contain p-1"
    >
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
          className={`min-h-touch shrink-0 snap-start rounded-control px-4 font-semibold whitespace-nowrap text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus active:brightness-90 ${CATEGORY_COLORS[category.color ?? ''] ?? 'bg-slate-600'} ${selected === category.id ? 'ring-4 ring-sky-400' : ''}`}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
});

/**
 * The product grid: rows virtualised (@tanstack/react-virtual), products revealed 50 at a time and the next page
 * added when the last rows come into view (seed 001 §2). Memoised: an add changes the order, not the grid, so the
 * grid is not rendered again for it (issue 7 benchmark, docs/decisions.md).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  onAdd,
}: {
  products: readonly Product[];
  /** Unused: amounts come from ui/use-format (the store's currency); kept while callers pass it. */
  currency?: string;
  onAdd: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(1);
  const [columns, setColumns] = useState(4);
  // The scroller is mounted only once there are products (not while the catalog loads): observe it when it appears,
  // so the columns always follow the width the grid has (a tablet, a phone, a resized window).
  const [scrollerElement, setScrollerElement] = useState<HTMLDivElement | null>(null);
  const scrollerRef = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
    setScrollerElement(element);
  }, []);
  useEffect(() => setPages(1), [products]);
  useEffect(() => {
    if (!scrollerElement || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      // A hidden grid (the mobile layout's order view) has no width: keep the columns it had.
      if (width > 0) setColumns(Math.max(2, Math.floor(width / TILE_MIN_WIDTH)));
    });
    observer.observe(scrollerElement);
    return () => observer.disconnect();
  }, [scrollerElement]);
  const shown = useMemo(() => products.slice(0, pages * PRODUCT_PAGE_SIZE), [products, pages]);
  const rowCount = Math.ceil(shown.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => TILE_HEIGHT,
    // One row each side: every rendered tile is styled, laid out, hit-tested and painted on each tap (decisions §71).
    overscan: 1,
    // jsdom has no layout: render a first screenful so the grid is usable there too.
    initialRect: { width: 560, height: 600 },
  });
  const measured = virtualizer.getVirtualItems();
  // Without layout (jsdom, a hidden tab) nothing is measured: show the loaded page rather than an empty grid.
  const items =
    measured.length > 0 || rowCount === 0
      ? measured
      : Array.from({ length: rowCount }, (_, index) => ({ index, key: index, start: index * TILE_HEIGHT }));
  const lastRow = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (lastRow >= rowCount - 2 && shown.length < products.length) setPages((page) => page + 1);
  }, [lastRow, rowCount, shown.length, products.length]);
  if (products.length === 0) return <p className="p-4 text-slate-500">{t('order.noProducts')}</p>;
  return (
    <div
      ref={scrollerRef}
      role="group"
      aria-label={t('order.products')}
      // Its own compositor layer (will-change: scroll-position; a screen of device pixel ratio 1 gets none otherwise):
      // the frame of a tap commits the order panel's change without the grid's tiles (decisions §45).
      className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto will-change-scroll"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) => (
          <div
            key={row.key}
            className="absolute left-0 grid w-full gap-2 pb-2"
            style={{ top: row.start, height: TILE_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {shown.slice(row.index * columns, row.index * columns + columns).map((product) => {
              // issue 16 §4: an 86'd product stays in its place, greyed and labelled, so the cashier can say so.
              const unavailable = productUnavailable(product);
              return (
                <button
                  key={product.id}
                  type="button"
                  onClick={() => onAdd(product)}
                  onMouseDown={tapWithoutFocus}
                  disabled={unavailable || (product.inventory !== null && product.inventory <= 0)}
                  title={product.name}
                  className="flex min-w-0 flex-col items-start justify-between gap-1 overflow-hidden rounded-panel bg-surface px-3 py-2 text-left shadow-sm hover:bg-sky-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus active:bg-sky-100 disabled:opacity-50"
                >
                  {/* A long name is clamped to two lines with an ellipsis; the full name is the tile's title and name. */}
                  <span className="line-clamp-2 w-full leading-snug font-semibold break-words text-ink">
                    {product.name}
                  </span>
                  <span className="text-sm text-ink-muted tabular-nums">
                    {unavailable ? t('order.unavailable') : format.money(centsFromDecimal(product.price))}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});
