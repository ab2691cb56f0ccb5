import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { csrfTokenSet, onSignedOut } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { SESSION_KEY } from './api/session.ts';
import { createTestRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** fetch replaced by `handler` (an unhandled call answers 404 not_found); every call is recorded. */
export function fetchMock(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: Call = {
      method: init.method ?? 'GET',
      url: input,
      headers,
      body: text ? (JSON.parse(text) as unknown) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

export const STORE = { id: 7, name: 'Corner Café', currency_code: 'EUR', country: 'DE', logo_image_id: null };

export function sessionAnswer(role: 'owner' | 'manager' = 'owner', stores = [STORE]) {
  return {
    account: {
      id: 1,
      business_id: 1,
      business_name: 'Corner Café Ltd',
      email: 'ada@example.test',
      name: 'Ada',
      role,
      language: 'en',
      stores,
    },
    csrf_token: 'csrf-token-1',
  };
}

let ready: Promise<unknown> | null = null;

/** The whole app (router, React Query, i18n in English) at `path` (without /dashboard). */
export async function renderApp(path: string) {
  ready ??= initI18n('en');
  await ready;
  await i18next.changeLanguage('en');
  csrfTokenSet(null);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const stop = onSignedOut(() => client.setQueryData(SESSION_KEY, null));
  const router = createTestRouter(path);
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>suspended</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, client, stop };
}
