import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { onSignedOut } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { SESSION_KEY } from './api/session.ts';
import { createRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { Loading } from './ui/loading.tsx';
import './index.css';

await initI18n();
const queryClient = createQueryClient();
// A session that expired or was revoked elsewhere: the next screen asks to sign in again.
onSignedOut(() => queryClient.setQueryData(SESSION_KEY, null));

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={createRouter()} />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
