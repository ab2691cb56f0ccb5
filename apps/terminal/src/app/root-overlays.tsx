import { useEffect } from 'react';
import { useRealtime } from '../data/realtime.ts';
import { useWindowGuard } from '../data/window-guard.ts';
import { lazyModal } from '../ui/lazy-modals.tsx';
import { useUpdate } from './update-store.ts';

// The overlays' stores stay in the entry; their modal modules (react-aria) load when one opens (issue 6 budget).
const UpdateModal = lazyModal(async () => (await import('./update-modal.tsx')).UpdateModal);
const CurbsideModal = lazyModal(async () => (await import('./realtime-modals.tsx')).CurbsideModal);
const NewOrderModal = lazyModal(async () => (await import('./realtime-modals.tsx')).NewOrderModal);
const DuplicateWindowModal = lazyModal(async () => (await import('./duplicate-window-modal.tsx')).DuplicateWindowModal);

/** seed 000 §2.4 items 2–5: the update, curbside, new-order and duplicate-window modals, on every screen. */
export function RootOverlays() {
  // seed 000 §4 orders-event: the new-order sound and the online orders fetch 5 s later (loaded after the first screen).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./online-orders-notify.ts').then((module) => {
      if (live) stop = module.onlineOrdersNotifyStart();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  const update = useUpdate((s) => s.available && !s.dismissed);
  const curbside = useRealtime((s) => s.curbside !== null);
  const newOrder = useRealtime((s) => s.newOrderPrompt);
  const duplicate = useWindowGuard((s) => s.status === 'secondary');
  return (
    <>
      <UpdateModal open={update} />
      <CurbsideModal open={curbside} />
      <NewOrderModal open={newOrder} />
      <DuplicateWindowModal open={duplicate} />
    </>
  );
}
