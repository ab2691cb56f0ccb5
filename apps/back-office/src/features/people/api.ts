import {
  dashboardEmployee,
  dashboardEmployeesResponse,
  dashboardTimeClockResponse,
  type EmployeeCreateRequest,
  type EmployeeUpdateRequest,
  type TimeClockEntryUpdateRequest,
} from '@opentill/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';

/** The people area's server state (issue 16 §5): one query key per store, invalidated by every change. */
export function useEmployees() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['people', storeId, 'employees'],
    queryFn: ({ signal }) => api(`/stores/${storeId}/employees`, { schema: dashboardEmployeesResponse, signal }),
  });
}

export function useTimeClock(range: { from: string; to: string; employee?: number | undefined }, enabled = true) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['people', storeId, 'timeclock', range],
    enabled,
    queryFn: ({ signal }) =>
      api(`/stores/${storeId}/timeclock`, { query: range, schema: dashboardTimeClockResponse, signal }),
  });
}

/** A mutation of the people area that refreshes its lists when it succeeds. */
function usePeopleMutation<T>(run: (storeId: number, input: T) => Promise<unknown>) {
  const storeId = useStoreId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(storeId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['people', storeId] }),
  });
}

export const useEmployeeCreate = () =>
  usePeopleMutation((storeId, body: EmployeeCreateRequest) =>
    api(`/stores/${storeId}/employees`, { method: 'POST', body, schema: dashboardEmployee }),
  );

export const useEmployeeUpdate = () =>
  usePeopleMutation((storeId, { id, ...body }: EmployeeUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/employees/${id}`, { method: 'PATCH', body, schema: dashboardEmployee }),
  );

export const useEmployeePin = () =>
  usePeopleMutation((storeId, { id, pin }: { id: number; pin: string }) =>
    api(`/stores/${storeId}/employees/${id}/pin`, { method: 'PUT', body: { pin } }),
  );

export const useTimeClockEntryUpdate = () =>
  usePeopleMutation((storeId, { id, ...body }: TimeClockEntryUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/timeclock/${id}`, { method: 'PATCH', body }),
  );
