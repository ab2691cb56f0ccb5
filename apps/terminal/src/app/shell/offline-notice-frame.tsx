import { useEffect, type ReactNode } from 'react';
import { useNetwork } from '../../data/network-store.ts';
import { OfflineBar } from './offline-bar.tsx';

/**
 * The offline notice of seed 000 §2.4 ("You are not connected to the internet", Try to connect) above a screen shown
 * without the shell: PIN, Auth and Synchronize (issue 14 §13), where a missing connection matters most (Sync Data is
 * disabled, linking and syncing fail). The screen fills what the bar leaves; online the bar is absent and the screen
 * looks as before.
 */
export function OfflineNoticeFrame({ children }: { children: ReactNode }) {
  // The shell follows the browser's online/offline events; these screens are outside it, so they follow them here.
  useEffect(() => useNetwork.getState().listen(), []);
  return (
    <div className="flex min-h-full flex-col">
      <OfflineBar />
      {children}
    </div>
  );
}
