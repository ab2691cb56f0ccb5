import {
  dashboardSection,
  dashboardSectionsResponse,
  dashboardTable,
  type SectionCreateRequest,
  type SectionUpdateRequest,
  type TableCreateRequest,
  type TablePlacementsRequest,
  type TableUpdateRequest,
} from '@opentill/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';

/** The floor area's server state (issue 16 §7): sections with their tables, refetched when the window regains focus. */
export function useSections() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['floor', storeId, 'sections'],
    queryFn: ({ signal }) => api(`/stores/${storeId}/sections`, { schema: dashboardSectionsResponse, signal }),
  });
}

function useFloorMutation<T, R>(run: (storeId: number, input: T) => Promise<R>) {
  const storeId = useStoreId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(storeId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['floor', storeId] }),
  });
}

export const useSectionCreate = () =>
  useFloorMutation((storeId, body: SectionCreateRequest) =>
    api(`/stores/${storeId}/sections`, { method: 'POST', body, schema: dashboardSection }),
  );

export const useSectionUpdate = () =>
  useFloorMutation((storeId, { id, ...body }: SectionUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/sections/${id}`, { method: 'PATCH', body }),
  );

export const useSectionDelete = () =>
  useFloorMutation((storeId, id: number) => api(`/stores/${storeId}/sections/${id}`, { method: 'DELETE' }));

export const useTableCreate = () =>
  useFloorMutation((storeId, body: TableCreateRequest) =>
    api(`/stores/${storeId}/tables`, { method: 'POST', body, schema: dashboardTable }),
  );

export const useTableUpdate = () =>
  useFloorMutation((storeId, { id, ...body }: TableUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/tables/${id}`, { method: 'PATCH', body, schema: dashboardTable }),
  );

export const useTableDelete = () =>
  useFloorMutation((storeId, id: number) => api(`/stores/${storeId}/tables/${id}`, { method: 'DELETE' }));

export const useTablesPlace = () =>
  useFloorMutation((storeId, body: TablePlacementsRequest) =>
    api(`/stores/${storeId}/tables/positions`, { method: 'PUT', body }),
  );
