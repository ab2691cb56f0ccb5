import type { RealtimeHandlers } from '../data/realtime.ts';
import { ROUTES } from './routes.ts';
import { useSession } from './session-store.ts';
import { useUpdate } from './update-store.ts';

/** seed 000 §4: the new-order popup does not show on OnlineOrder, Pin or Auth. */
const NO_NEW_ORDER_POPUP: readonly string[] = [ROUTES.OnlineOrder, ROUTES.Pin, ROUTES.Auth];

/** The app's side of the realtime client (issue 5 §8): registered by the root layout when it starts the client. */
export const realtimeAppHandlers: RealtimeHandlers = {
  // seed 000 §4 new-version: shows the update modal.
  newVersion: () => useUpdate.getState().announce(),
  newOrderPopupAllowed: (pathname) => !NO_NEW_ORDER_POPUP.includes(pathname),
  // Linking and the reset of the link change the session's domain: the client then connects or closes.
  onLinkChange: (listener) =>
    useSession.subscribe((state, previous) => {
      if (state.domain !== previous.domain) listener();
    }),
};
