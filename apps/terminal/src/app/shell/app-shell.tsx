import { TERMINAL_MODE } from '@opentill/domain';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { storedTerminal } from '../../data/connection.ts';
import { useNetwork } from '../../data/network-store.ts';
import { syncEngineListen } from '../../data/sync/engine.ts';
import { GiftCardOverlay } from '../../features/gift-cards/gift-card-overlay.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The shell around signed-in screens (seed 000 §2.4); kiosk mode has neither side menu nor top bar. */
export default function AppShell() {
  useEffect(() => useNetwork.getState().listen(), []);
  // issue 5 §6: the outbox uploads on its own (at start and on reconnect), with back-off while it cannot.
  useEffect(() => syncEngineListen(), []);
  // The stored terminal can change between navigations (demo mode switch, a re-sync): re-read it on each one.
  const { pathname } = useLocation();
  // seed 000 §9: at 786 px or less the sidebar folds behind a Menu button in the top bar.
  // It is open for the path it was opened on, so any navigation folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const kiosk = storedTerminal<{ mode?: number }>()?.mode === TERMINAL_MODE.KIOSK;
  if (kiosk) return <Outlet />;
  return (
    <div className="flex h-full min-h-0 flex-col bg-canvas">
      <OfflineBar />
      <TopBar menuOpen={menuOpen} onMenu={() => setOpenOn(menuOpen ? null : pathname)} />
      <div className="relative flex min-h-0 flex-1">
        <Sidebar folded={!menuOpen} />
        <div className="min-w-0 flex-1 overflow-auto">
          <Outlet />
        </div>
      </div>
      <GiftCardOverlay />
    </div>
  );
}
