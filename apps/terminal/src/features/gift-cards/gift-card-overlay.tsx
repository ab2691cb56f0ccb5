import { lazyModal } from '../../ui/lazy-modals.tsx';
import { useGiftCards } from './gift-card-store.ts';

// The modal module (react-aria, the order list's search) loads the first time a session opens (issue 6 budget).
const Host = lazyModal(async () => (await import('./gift-card-host.tsx')).GiftCardHost);

/** Mounted once by the shell: shows the gift card modal while a session is open. */
export function GiftCardOverlay() {
  const open = useGiftCards((state) => state.session !== null);
  return <Host open={open} />;
}
