import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { realtimeStart } from '../data/realtime.ts';
import { windowGuardStart } from '../data/window-guard.ts';
import { DemoBanner } from './demo-banner.tsx';
import { usePageView } from './page-view.ts';
import { RootOverlays } from './root-overlays.tsx';

/** Every screen: the page plus the overlays that apply everywhere (seed 000 §2.4). */
export function RootLayout() {
  useEffect(() => windowGuardStart(), []);
  // issue 5 §8: the realtime client runs on every screen; it connects only while online and linked.
  useEffect(() => realtimeStart(), []);
  usePageView();
  return (
    <>
      <Outlet />
      <DemoBanner />
      <RootOverlays />
    </>
  );
}
