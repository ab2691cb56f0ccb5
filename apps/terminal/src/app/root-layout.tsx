import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { windowGuardStart } from '../data/window-guard.ts';
import { DemoBanner } from './demo-banner.tsx';
import { DuplicateWindowModal } from './duplicate-window-modal.tsx';
import { usePageView } from './page-view.ts';
import { UpdateModal } from './update-modal.tsx';

/** Every screen: the page plus the overlays that apply everywhere (seed 000 §2.4). */
export function RootLayout() {
  useEffect(() => windowGuardStart(), []);
  usePageView();
  return (
    <>
      <Outlet />
      <DemoBanner />
      <UpdateModal />
      <DuplicateWindowModal />
    </>
  );
}
