import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * The one React Query client. A 4xx is an answer, not a hiccup: only network failures and 5xx are retried (twice);
 * data stays fresh for 15 s so moving between screens does not refetch everything.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) =>
          count < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
