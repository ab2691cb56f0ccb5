import { Button } from '@terminal-ui/button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { api, csrfTokenSet } from '../../api/client.ts';
import { SESSION_KEY, useAccount } from '../../api/session.ts';
import { Loading } from '../../ui/loading.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { lastStoreGet, lastStoreSet } from '../store-context.ts';
import { NAV, pathInStore } from '../nav.ts';
import { Drawer } from './drawer.tsx';

/** The store in the address, else the one used last, else the first: the store links of the nav go there. */
function useNavStoreId(): number | null {
  const account = useAccount();
  const match = useMatch('/stores/:store/*');
  const fromPath = Number(match?.params.store);
  const ids = account.stores.map((store) => store.id);
  if (ids.includes(fromPath)) return fromPath;
  const last = lastStoreGet();
  if (last !== null && ids.includes(last)) return last;
  return ids[0] ?? null;
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  const storeId = useNavStoreId();
  return (
    <ul className="flex flex-col gap-0.5">
      {NAV.filter((entry) => (entry.store ? storeId !== null : true))
        .filter((entry) => !entry.ownerOnly || account.role === 'owner')
        .map((entry) => (
          <li key={entry.id}>
            <NavLink
              to={entry.store ? `/stores/${String(storeId)}/${entry.path}` : `/${entry.path}`}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-touch items-center rounded-control px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${
                  isActive ? 'bg-primary text-on-primary' : 'text-on-chrome hover:bg-chrome-raised'
                }`
              }
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/** The store switcher: the same area in the chosen store. */
function StoreSwitcher({ tone }: { tone: 'light' | 'chrome' }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  const storeId = useNavStoreId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (account.stores.length === 0 || storeId === null) return null;
  return (
    <SelectField
      label={t('store')}
      tone={tone}
      options={account.stores.map((store) => ({ value: String(store.id), label: store.name }))}
      value={String(storeId)}
      onChange={(event) => {
        const id = Number(event.target.value);
        lastStoreSet(id);
        void navigate(pathname.startsWith('/stores/') ? pathInStore(pathname, id) : `/stores/${String(id)}/overview`);
      }}
    />
  );
}

function SignOutButton({ variant }: { variant: 'chrome' | 'secondary' }) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => api('/sign-out', { method: 'POST' }),
    onSettled: () => {
      csrfTokenSet(null);
      client.clear();
      client.setQueryData(SESSION_KEY, null);
      void navigate('/sign-in', { replace: true });
    },
  });
  return (
    <Button variant={variant} busy={signOut.isPending} onClick={() => signOut.mutate()}>
      {t('signOut')}
    </Button>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  return (
    <div className="flex h-full flex-col gap-3 p-3">
      <div className="px-2 pt-1">
        <p className="text-lg font-bold text-on-chrome">OpenTill</p>
        <p className="truncate text-sm text-slate-300">{account.business_name}</p>
      </div>
      <StoreSwitcher tone="chrome" />
      <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto">
        <NavLinks onNavigate={onNavigate} />
      </nav>
      <div className="flex items-center gap-2 border-t border-chrome-raised pt-3">
        <p className="min-w-0 flex-1 truncate px-1 text-sm text-slate-300" title={account.email}>
          {account.name || account.email}
        </p>
        <SignOutButton variant="chrome" />
      </div>
    </div>
  );
}

/**
 * The dashboard's frame: the sidebar (brand, store switcher, the areas, language, sign-out) beside the screen on a
 * wide window; on a phone or a narrow window a top bar whose Menu button opens the same sidebar as a drawer.
 */
export function Shell() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const account = useAccount();
  const storeId = useNavStoreId();
  const storeName = account.stores.find((store) => store.id === storeId)?.name;
  return (
    <div className="flex h-full min-h-0">
      <aside className="hidden w-64 shrink-0 bg-chrome lg:block">
        <SidebarContent />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 bg-chrome px-3 py-2 lg:hidden">
          <Button variant="chrome" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <span aria-hidden="true">☰</span>
            {t('menu')}
          </Button>
          <p className="min-w-0 truncate text-lg font-bold text-on-chrome">
            OpenTill
            {storeName && <span className="ms-2 text-base font-normal text-slate-300">{storeName}</span>}
          </p>
        </header>
        <main className="min-h-0 flex-1 overflow-y-auto">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={t('menu')}>
        <SidebarContent onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </div>
  );
}
