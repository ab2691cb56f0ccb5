import {
  dashboardPaymentType,
  dashboardPaymentTypesResponse,
  dashboardPrinter,
  dashboardPrintersResponse,
  dashboardTerminal,
  dashboardTerminalsResponse,
  linkCodeResponse,
  terminalRevokeResponse,
  type PaymentTypeCreateRequest,
  type PaymentTypeUpdateRequest,
  type PrinterCreateRequest,
  type PrinterUpdateRequest,
  type TerminalCreateRequest,
  type TerminalUpdateRequest,
} from '@opentill/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';

/** The devices area's server state (issue 16 §6). Terminals refresh each 30 s: last seen and outbox change. */
export function useTerminals() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['devices', storeId, 'terminals'],
    queryFn: ({ signal }) => api(`/stores/${storeId}/terminals`, { schema: dashboardTerminalsResponse, signal }),
    refetchInterval: 30_000,
  });
}

export function useTerminal(id: number) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['devices', storeId, 'terminals', id],
    queryFn: ({ signal }) => api(`/stores/${storeId}/terminals/${id}`, { schema: dashboardTerminal, signal }),
  });
}

export function usePaymentTypes(terminal: number) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['devices', storeId, 'payment-types', terminal],
    queryFn: ({ signal }) =>
      api(`/stores/${storeId}/payment-types`, { query: { terminal }, schema: dashboardPaymentTypesResponse, signal }),
  });
}

export function usePrinters() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: ['devices', storeId, 'printers'],
    queryFn: ({ signal }) => api(`/stores/${storeId}/printers`, { schema: dashboardPrintersResponse, signal }),
  });
}

function useDevicesMutation<T, R>(run: (storeId: number, input: T) => Promise<R>) {
  const storeId = useStoreId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(storeId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['devices', storeId] }),
  });
}

export const useTerminalCreate = () =>
  useDevicesMutation((storeId, body: TerminalCreateRequest) =>
    api(`/stores/${storeId}/terminals`, { method: 'POST', body, schema: dashboardTerminal }),
  );

export const useTerminalUpdate = () =>
  useDevicesMutation((storeId, { id, ...body }: TerminalUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/terminals/${id}`, { method: 'PATCH', body, schema: dashboardTerminal }),
  );

export const useLinkCode = () =>
  useDevicesMutation((storeId, id: number) =>
    api(`/stores/${storeId}/terminals/${id}/link-code`, { method: 'POST', schema: linkCodeResponse }),
  );

export const useTerminalRevoke = () =>
  useDevicesMutation((storeId, id: number) =>
    api(`/stores/${storeId}/terminals/${id}/revoke`, { method: 'POST', schema: terminalRevokeResponse }),
  );

export const usePaymentTypeCreate = () =>
  useDevicesMutation((storeId, body: PaymentTypeCreateRequest) =>
    api(`/stores/${storeId}/payment-types`, { method: 'POST', body, schema: dashboardPaymentType }),
  );

export const usePaymentTypeUpdate = () =>
  useDevicesMutation((storeId, { id, ...body }: PaymentTypeUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/payment-types/${id}`, { method: 'PATCH', body, schema: dashboardPaymentType }),
  );

export const usePaymentTypeDelete = () =>
  useDevicesMutation((storeId, id: number) => api(`/stores/${storeId}/payment-types/${id}`, { method: 'DELETE' }));

export const usePrinterCreate = () =>
  useDevicesMutation((storeId, body: PrinterCreateRequest) =>
    api(`/stores/${storeId}/printers`, { method: 'POST', body, schema: dashboardPrinter }),
  );

export const usePrinterUpdate = () =>
  useDevicesMutation((storeId, { id, ...body }: PrinterUpdateRequest & { id: number }) =>
    api(`/stores/${storeId}/printers/${id}`, { method: 'PATCH', body, schema: dashboardPrinter }),
  );

export const usePrinterDelete = () =>
  useDevicesMutation((storeId, id: number) => api(`/stores/${storeId}/printers/${id}`, { method: 'DELETE' }));
