import type { RealtimeHandlers } from '../data/realtime.ts';
import { configPendingAdd } from '../data/sync/config-pending.ts';
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
  // issue 16 §9: what the dashboard changed is fetched again. The parts are written down before the sync code loads,
  // so a reload in between still fetches them (the event's cursor is already passed).
  configChanged: (parts) => {
    configPendingAdd(parts);
    void import('../data/sync/config-refresh.ts')
      .then(({ configRefreshRequest }) => configRefreshRequest(parts))
      .catch((error: unknown) => console.error('Refetching what the dashboard changed failed', error));
  },
  // Linking and the reset of the link change the session's domain: the client then connects or closes.
  onLinkChange: (listener) =>
    useSession.subscribe((state, previous) => {
      if (state.domain !== previous.domain) listener();
    }),
};
