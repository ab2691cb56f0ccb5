import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { serviceWorkerRegister } from './app/service-worker.ts';
import { initI18n } from './i18n/index.ts';
import './index.css';

await initI18n();
serviceWorkerRegister();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
