import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TERMINAL_MODE } from '@opentill/domain';
import { dashboardUrl, storedTerminal } from '../../data/connection.ts';
import { useNetwork } from '../../data/network-store.ts';
import { rememberedPersistState, requestPersistentStorage } from '../../data/persistence.ts';
import { useOutboxCount } from '../../data/repositories/outbox.ts';
import { useConfigRevision } from '../../data/sync/config-pending.ts';
import { UncertainOutbox } from '../../features/outbox/uncertain-outbox-list.tsx';
import { useSyncStore } from '../../features/synchronize/sync-store.ts';
import { onlineOrdersMenuShown } from '../../features/online-orders/online-orders-menu.ts';
import { usePendingOnlineOrdersCount } from '../online-orders-badge.ts';
import { ROUTES } from '../routes.ts';

interface TerminalSettings {
  mode?: number;
  db_settings?: { name: string; value: string }[];
  enableOnlineOrders?: unknown;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-touch items-center gap-2 rounded-control px-3 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${isActive ? 'bg-primary text-on-primary' : 'text-slate-200 hover:bg-chrome-raised active:bg-chrome-pressed'}`;

/** seed 000 §2.4 sidebar entries, in the seeds' order. */
export function Sidebar({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  // Re-read after a dashboard change was fetched (issue 16 §9): the mode and settings decide the entries.
  useConfigRevision((state) => state.revision);
  const terminal = storedTerminal<TerminalSettings>();
  const dashboard = dashboardUrl();
  const online = useNetwork((s) => s.online);
  const syncing = useSyncStore((s) => s.status === 'running');
  const outbox = useOutboxCount();
  const [persist, setPersist] = useState(rememberedPersistState);
  // ARCHITECTURE.md safety rules: ask for persistent storage and show the answer.
  useEffect(() => {
    let live = true;
    requestPersistentStorage()
      .then((state) => live && setPersist(state))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const quick = terminal?.mode === TERMINAL_MODE.QUICK_SERVICE;
  // seed 002 §2: both readings of the item's condition (decisions §57).
  const onlineOrdersShown = onlineOrdersMenuShown(terminal);
  // seed 000 §2.4: the badge counts pending online orders opened today (only while the item is shown).
  const pendingOnline = usePendingOnlineOrdersCount(onlineOrdersShown);
  return (
    <nav
      id="main-menu"
      aria-label={t('shell.menu')}
      className={`flex w-44 shrink-0 flex-col gap-1 overflow-y-auto bg-slate-800 p-2 xl:w-52 xl:p-3 max-[786px]:absolute max-[786px]:inset-y-0 max-[786px]:left-0 max-[786px]:z-20 max-[786px]:w-64 ${folded ? 'max-[786px]:hidden' : ''}`}
    >
      <NavLink to={ROUTES.Order.replace(':id', 'new')} className={linkClass}>
        {t('shell.sales')}
      </NavLink>
      {dashboard && (
        <a href={dashboard} target="_blank" rel="noreferrer" className={linkClass({ isActive: false })}>
          {t('shell.dashboard')}
        </a>
      )}
      {!quick && (
        <NavLink to={ROUTES.Tables} end className={linkClass}>
          {t('shell.tables')}
        </NavLink>
      )}
      <NavLink to={ROUTES.OrdersList} end className={linkClass}>
        {t('shell.orders')}
      </NavLink>
      {onlineOrdersShown && (
        <NavLink to={ROUTES.OnlineOrder} className={linkClass}>
          {t('shell.onlineOrders')}
          {pendingOnline > 0 && (
            <>
              <span
                aria-hidden="true"
                className="ml-auto min-w-6 rounded-full bg-danger px-2 text-center text-sm font-bold text-white"
              >
                {pendingOnline}
              </span>{' '}
              <span className="sr-only">{t('notify.pendingBadge', { count: pendingOnline })}</span>
            </>
          )}
        </NavLink>
      )}
      <NavLink to={ROUTES.Shift} className={linkClass}>
        {t('shell.shift')}
      </NavLink>
      {/* seed 000 §2.4: Synchronize is disabled while a sync runs and while offline. */}
      {syncing || !online ? (
        <span
          aria-disabled="true"
          role="link"
          className="flex min-h-touch items-center rounded-control px-3 font-medium text-slate-400"
        >
          {t('shell.synchronize')}
        </span>
      ) : (
        <NavLink to={ROUTES.Synchronize} className={linkClass}>
          {t('shell.synchronize')}
        </NavLink>
      )}
      <NavLink to={ROUTES.Settings} className={linkClass}>
        {t('shell.settings')}
      </NavLink>
      <div className="mt-auto flex flex-col gap-1 text-sm text-slate-300">
        <p>{t('shell.outbox', { count: outbox })}</p>
        <UncertainOutbox />
        <p>{persist === 'granted' ? t('shell.storagePersistent') : t('shell.storageNotPersistent')}</p>
      </div>
    </nav>
  );
}
