import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isDemoToken, storedConnection } from '../data/connection.ts';
import { windowGuardStart } from '../data/window-guard.ts';
import { usePageView } from './page-view.ts';
import { ToastRegion } from '../ui/toast.tsx';
import { RootOverlays } from './root-overlays.tsx';

// seed 000 §2.4 item 6: only demo terminals show the banner, so its module loads only there (issue 6 budget).
const DemoBanner = lazy(async () => ({ default: (await import('./demo-banner.tsx')).DemoBanner }));
// issue 20: the customer display's feed watches the order and checkout stores; lazy, and only on a linked terminal.
const DisplayFeed = lazy(async () => ({
  default: (await import('../devices/customer-display/display-feed.tsx')).DisplayFeed,
}));

/** Every screen: the page plus the overlays that apply everywhere (seed 000 §2.4). */
export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => windowGuardStart(), []);
  // issue 5 §8: the realtime client runs on every screen; it connects only while online and linked.
  // Loaded after the first screen (issue 13 budget: the PIN screen's JavaScript), as the catalog below.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void Promise.all([import('../data/realtime-client.ts'), import('./realtime-handlers.ts')])
      .then(([client, handlers]) => {
        if (live) stop = client.realtimeStart(handlers.realtimeAppHandlers);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  // issue 5 §2: the catalog is loaded (from its snapshot) at start, so it is ready when the order editor opens;
  // imported lazily so the first screen's JavaScript does not grow (issue 6 budget).
  useEffect(() => {
    void import('../data/catalog/catalog.ts').then(({ catalogLoad }) => catalogLoad()).catch(() => undefined);
  }, []);
  // issue 16 §9 and §6: what the dashboard changed while this page was closed or offline is fetched again, and the
  // server hears each minute that the terminal is there and what its outbox holds. Lazy, as the catalog above.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void Promise.all([import('../data/sync/config-refresh.ts'), import('../data/sync/status-report.ts')])
      .then(([refresh, status]) => {
        if (!live) return;
        const stopRefresh = refresh.configRefreshListen();
        const stopStatus = status.terminalStatusListen();
        stop = () => {
          stopRefresh();
          stopStatus();
        };
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  // issue 17 §4: a table-service terminal keeps the store's open orders (start, orders-event, reconnect). Lazy.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void import('../data/sync/active-orders.ts')
      .then(({ activeOrdersListen }) => {
        if (live) stop = activeOrdersListen();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  usePageView();
  useLocation(); // re-check demo mode after each navigation (linking, reset)
  const demo = isDemoToken() && storedConnection() !== null;
  return (
    <>
      <Outlet />
      {demo && (
        <Suspense fallback={null}>
          <DemoBanner />
        </Suspense>
      )}
      {storedConnection() !== null && (
        <Suspense fallback={null}>
          <DisplayFeed />
        </Suspense>
      )}
      <RootOverlays />
      <ToastRegion closeLabel={t('common.close')} />
    </>
  );
}
