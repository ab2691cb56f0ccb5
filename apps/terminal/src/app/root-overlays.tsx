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
