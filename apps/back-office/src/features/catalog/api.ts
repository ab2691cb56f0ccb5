/**
 * The catalog area's server state (issue 16 §4): one query key tree per store (['catalog', storeId, ...]) so a
 * change invalidates every list of the store, and the mutations of the small lists. Every answer is parsed by the
 * contract's schema.
 */
import {
  catalogCategories,
  catalogDiningOptions,
  catalogDiscounts,
  catalogModifierGroups,
  catalogOptions,
  catalogProduct,
  catalogProductsPage,
  catalogTaxes,
  type CatalogProductSort,
} from '@opentill/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';

export const catalogKey = (storeId: number, ...rest: unknown[]) => ['catalog', storeId, ...rest];

const LISTS = {
  categories: catalogCategories,
  taxes: catalogTaxes,
  'modifier-groups': catalogModifierGroups,
  discounts: catalogDiscounts,
  'dining-options': catalogDiningOptions,
} as const;
export type CatalogList = keyof typeof LISTS;
type ListAnswer<K extends CatalogList> = z.infer<(typeof LISTS)[K]>;

export function useCatalogList<K extends CatalogList>(storeId: number, list: K): UseQueryResult<ListAnswer<K>> {
  return useQuery({
    queryKey: catalogKey(storeId, list),
    queryFn: ({ signal }) =>
      api(`/stores/${String(storeId)}/catalog/${list}`, {
        schema: LISTS[list] as unknown as z.ZodType<ListAnswer<K>>,
        signal,
      }),
  });
}

export function useCatalogOptions(storeId: number) {
  return useQuery({
    queryKey: catalogKey(storeId, 'options'),
    queryFn: ({ signal }) => api(`/stores/${String(storeId)}/catalog/options`, { schema: catalogOptions, signal }),
  });
}

export const PRODUCTS_PAGE = 100;

/** The products table: pages after a keyset cursor, fetched as the table scrolls. */
export interface ProductsQuery {
  q?: string | undefined;
  category?: number | undefined;
  sort: CatalogProductSort;
  dir: 'asc' | 'desc';
}

export function useProductsPages(storeId: number, query: ProductsQuery) {
  return useInfiniteQuery({
    queryKey: catalogKey(storeId, 'products', query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(`/stores/${String(storeId)}/catalog/products`, {
        query: { ...query, limit: PRODUCTS_PAGE, cursor: pageParam ?? undefined },
        schema: catalogProductsPage,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: (previous) => previous,
  });
}

export function useProduct(storeId: number, id: number | null) {
  return useQuery({
    queryKey: catalogKey(storeId, 'product', id),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api(`/stores/${String(storeId)}/catalog/products/${String(id)}`, { schema: catalogProduct, signal }),
  });
}

/** A write to the catalog; every catalog query of the store is refetched after it. */
export function useCatalogMutation<V, R = unknown>(storeId: number, request: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKey(storeId) }),
  });
}

/** The 86 toggle of one product. */
export function useAvailability(storeId: number) {
  return useCatalogMutation(storeId, ({ id, available }: { id: number; available: boolean }) =>
    api(`/stores/${String(storeId)}/catalog/products/${String(id)}/availability`, {
      method: 'POST',
      body: { available },
    }),
  );
}
