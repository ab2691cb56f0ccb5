import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAccount, useSession } from '../api/session.ts';
import { Loading } from '../ui/loading.tsx';
import { QueryError } from '../ui/query-error.tsx';
import { NotFound } from './route-error.tsx';
import { lastStoreGet, lastStoreSet, StoreContext } from './store-context.ts';

/** Screens behind sign-in: without a session, the Sign in screen (coming back here afterwards). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.isError) return <QueryError error={session.error} retry={() => void session.refetch()} />;
  if (!session.data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={back === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}

/** /dashboard/: the store used last on this browser, else the account's first; the Account screen without stores. */
export function RootRedirect() {
  const account = useAccount();
  const last = lastStoreGet();
  const store = account.stores.find((entry) => entry.id === last) ?? account.stores[0];
  return <Navigate to={store ? `/stores/${String(store.id)}/overview` : '/account'} replace />;
}

/** stores/:store/...: a store the account may see, else Not found (as the API answers 404 for it). */
export function StoreScope() {
  const account = useAccount();
  const { store: param } = useParams();
  const store = account.stores.find((entry) => String(entry.id) === param);
  useEffect(() => {
    if (store) lastStoreSet(store.id);
  }, [store]);
  if (!store) return <NotFound />;
  return (
    <StoreContext.Provider value={store}>
      <Outlet />
    </StoreContext.Provider>
  );
}
