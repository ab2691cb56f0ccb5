import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { useSession } from './app/session-store.ts';
import { useUpdate } from './app/update-store.ts';
import { linkCodeParamCapture } from './features/auth/link-code-param.ts';
import { initI18n } from './i18n/index.ts';
import './index.css';

// seed 000 §4: the signed-in employee's language, kept in the persisted state, survives a reload.
await initI18n(useSession.getState().language);
// seed 000 §4: a waiting service worker opens the update modal; its Update button activates it and reloads. The
// registration module loads beside the first screen, not before it (issue 6 bundle budget).
void import('./app/service-worker.ts').then(
  ({ serviceWorkerApplyUpdate, serviceWorkerOnUpdate, serviceWorkerRegister }) => {
    serviceWorkerRegister();
    useUpdate.setState({ apply: serviceWorkerApplyUpdate });
    serviceWorkerOnUpdate(() => useUpdate.getState().announce());
  },
);

linkCodeParamCapture();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
