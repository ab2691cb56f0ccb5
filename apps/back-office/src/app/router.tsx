import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSession, RootRedirect, StoreScope } from './guards.tsx';
import { NotFound, RouteError } from './route-error.tsx';
import { Shell } from './shell/shell.tsx';

type Module = Promise<Record<string, unknown>>;

/** A route whose screen is its own chunk: `exportName` of the module (default: its default export). */
const lazy = (load: () => Module, exportName = 'default'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
});

/**
 * Every screen is code-split by route (issue 16 §1): each area's `features/<area>/routes.tsx` is loaded when the
 * area is first opened and declares its own sub-routes (react-router descendant <Routes>). Store areas live under
 * /stores/:store/, checked against the account's stores by StoreScope.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { path: 'sign-in', ...lazy(() => import('../features/account/sign-in-screen.tsx')) },
      { path: 'setup', ...lazy(() => import('../features/account/setup-screen.tsx')) },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <RootRedirect /> },
              { path: 'account', ...lazy(() => import('../features/account/account-screen.tsx')) },
              { path: 'managers', ...lazy(() => import('../features/account/managers-screen.tsx')) },
              { path: 'audit', ...lazy(() => import('../features/audit/routes.tsx')) },
              {
                path: 'stores/:store',
                element: <StoreScope />,
                children: [
                  { index: true, element: <Navigate to="overview" replace /> },
                  { path: 'overview', ...lazy(() => import('../features/overview/routes.tsx')) },
                  { path: 'sales/*', ...lazy(() => import('../features/sales/routes.tsx')) },
                  { path: 'reports/*', ...lazy(() => import('../features/sales/routes.tsx'), 'ReportsRoutes') },
                  { path: 'catalog/*', ...lazy(() => import('../features/catalog/routes.tsx')) },
                  { path: 'people/*', ...lazy(() => import('../features/people/routes.tsx')) },
                  { path: 'devices/*', ...lazy(() => import('../features/devices/routes.tsx')) },
                  { path: 'floor/*', ...lazy(() => import('../features/floor/routes.tsx')) },
                  { path: 'settings', ...lazy(() => import('../features/account/store-screen.tsx')) },
                  { path: '*', element: <NotFound /> },
                ],
              },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The app is served at /dashboard/ (the terminal keeps /). */
export const BASENAME = '/dashboard';

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });

/** For tests: the same routes in memory, starting at `path` (without /dashboard). */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
