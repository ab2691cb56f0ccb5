import type { CatalogProductRow } from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { buttonClass } from '@terminal-ui/button.tsx';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiUrl } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useAvailability, useCatalogList, useProductsPages } from './api.ts';
import { CatalogNav } from './catalog-nav.tsx';

const ROW_HEIGHT = 56;
const SORTABLE = { name: 'name', sku: 'sku', price: 'price' } as const;
type SortId = keyof typeof SORTABLE;

const column = createColumnHelper<CatalogProductRow>();
/** Cell classes by column: SKU and categories give way on narrow screens, amounts line up on the right. */
const CELL_CLASS: Record<string, string> = {
  sku: 'hidden md:table-cell',
  price: 'text-right tabular-nums',
  categories: 'hidden lg:table-cell',
};

/**
 * The products table (issue 16 §4): search, sort and paging on the server (keyset cursor), rows drawn only where
 * they are seen (TanStack Virtual), so 100,000 products scroll like 100. Each row has its 86 toggle.
 */
export default function ProductsScreen() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [category, setCategory] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const sort = sorting[0] ?? { id: 'name', desc: false };
  const query = {
    q: q || undefined,
    category: category ? Number(category) : undefined,
    sort: SORTABLE[sort.id as SortId] ?? 'name',
    dir: sort.desc ? ('desc' as const) : ('asc' as const),
  };
  const pages = useProductsPages(storeId, query);
  const categories = useCatalogList(storeId, 'categories');
  const availability = useAvailability(storeId);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const categoryName = useMemo(
    () => new Map((categories.data?.results ?? []).map((row) => [row.id, row.name])),
    [categories.data],
  );

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('products.name'),
        enableSorting: true,
        cell: (info) => (
          <Link
            to={`/stores/${String(storeId)}/catalog/products/${String(info.row.original.id)}`}
            className="font-semibold break-words text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('sku', {
        header: () => t('products.sku'),
        enableSorting: true,
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('price_cents', {
        id: 'price',
        header: () => t('products.price'),
        enableSorting: true,
        cell: (info) => format.money(cents(info.getValue())),
      }),
      column.accessor('categories', {
        header: () => t('products.categories'),
        enableSorting: false,
        cell: (info) =>
          info
            .getValue()
            .map((id) => categoryName.get(id) ?? '')
            .filter(Boolean)
            .join(', ') || '—',
      }),
      column.accessor('unavailable_until', {
        id: 'available',
        header: () => t('products.availability'),
        enableSorting: false,
        cell: (info) => {
          const product = info.row.original;
          const until = info.getValue();
          return (
            <button
              type="button"
              aria-pressed={until !== null}
              aria-label={
                until
                  ? t('products.offerAgain', { name: product.name })
                  : t('products.markUnavailable', { name: product.name })
              }
              disabled={availability.isPending}
              onClick={() => availability.mutate({ id: product.id, available: until !== null })}
              className={[
                'min-h-touch rounded-control border px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                until
                  ? 'border-red-300 bg-red-50 text-danger hover:bg-red-100'
                  : 'border-line bg-surface text-ink hover:bg-secondary',
              ].join(' ')}
            >
              {until ? t('products.unavailableUntil', { time: format.time(until) }) : t('products.available')}
            </button>
          );
        },
      }),
    ],
    [t, storeId, format, categoryName, availability],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    manualSorting: true,
    enableSortingRemoval: false,
    // Every column sorts ascending first (TanStack would start a number column descending, by its first value).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
  });

  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Before the first layout (and where there is none, as in tests) draw a screenful.
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rows.length]);

  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtual.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const tableRows = table.getRowModel().rows;

  return (
    <Page
      title={t('title')}
      actions={
        <>
          <Link to={`/stores/${String(storeId)}/catalog/products/new`} className={buttonClass('primary')}>
            {t('products.new')}
          </Link>
          <Link to={`/stores/${String(storeId)}/catalog/import`} className={buttonClass('secondary')}>
            {t('products.import')}
          </Link>
          <a
            href={apiUrl(`/stores/${String(storeId)}/catalog/products.csv`)}
            download
            className={buttonClass('secondary')}
          >
            {t('products.export')}
          </a>
        </>
      }
    >
      <CatalogNav />
      <Panel>
        <div className="mb-3 grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            type="search"
            label={t('products.search')}
            description={t('products.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label={t('products.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            options={[
              { value: '', label: t('products.allCategories') },
              ...(categories.data?.results ?? []).map((row) => ({ value: String(row.id), label: row.name })),
            ]}
          />
        </div>
        <p role="status" className="mb-2 text-ink-muted">
          {pages.isPending ? t('products.loading') : t('products.count', { count: total })}
        </p>
        <ErrorBanner error={availability.error} className="mb-2" />
        {pages.isError ? (
          <QueryError error={pages.error} retry={() => void pages.refetch()} />
        ) : (
          <div
            ref={scroller}
            tabIndex={0}
            role="region"
            aria-label={t('products.tableLabel')}
            className="max-h-[calc(100dvh-22rem)] min-h-72 overflow-auto rounded-control border border-line focus-visible:outline-3 focus-visible:outline-focus"
          >
            <table className="w-full border-collapse text-left" aria-rowcount={total + 1}>
              <caption className="sr-only">{t('products.tableLabel')}</caption>
              <thead className="sticky top-0 z-10 bg-secondary">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} aria-rowindex={1}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const className = CELL_CLASS[header.column.id] ?? '';
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                          className={`px-3 py-2 font-semibold ${className}`}
                        >
                          {header.column.getCanSort() ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="inline-flex min-h-touch items-center gap-1 font-semibold focus-visible:outline-3 focus-visible:outline-focus"
                            >
                              {flexRender(header.column.columnDef.header, header.getContext())}
                              <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                            </button>
                          ) : (
                            flexRender(header.column.columnDef.header, header.getContext())
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {padTop > 0 && (
                  <tr aria-hidden="true">
                    <td style={{ height: padTop }} colSpan={columns.length} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = tableRows[item.index];
                  if (!row) return null;
                  return (
                    <tr
                      key={row.id}
                      aria-rowindex={item.index + 2}
                      className="border-t border-line"
                      style={{ height: ROW_HEIGHT }}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const className = CELL_CLASS[cell.column.id] ?? '';
                        return (
                          <td key={cell.id} className={`px-3 py-1 ${className}`}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
                {padBottom > 0 && (
                  <tr aria-hidden="true">
                    <td style={{ height: padBottom }} colSpan={columns.length} />
                  </tr>
                )}
              </tbody>
            </table>
            {!pages.isPending && rows.length === 0 && (
              <p className="p-6 text-center text-ink-muted">{q ? t('products.noMatch') : t('products.empty')}</p>
            )}
            {isFetchingNextPage && <p className="p-3 text-center text-ink-muted">{t('products.loadingMore')}</p>}
          </div>
        )}
      </Panel>
    </Page>
  );
}
