import { useVirtualizer } from '@tanstack/react-virtual';
import type { Terminal } from '@opentill/contracts';
import { useEffect, useMemo, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { storedTerminal } from '../../data/connection.ts';
import { useTotalsContext } from '../../data/repositories/totals-context.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useNow } from '../../ui/use-now.ts';
import { OnlineOrderActionsBar } from './online-order-actions-bar.tsx';
import { OnlineOrderEntry } from './online-order-entry.tsx';
import { OnlineOrderSidebar } from './online-order-sidebar.tsx';
import { OnlineOrdersFilters } from './online-orders-filters.tsx';
import { useOnlineOrderRecords } from './online-orders-repository.ts';
import { useOnlineOrders } from './online-orders-store.ts';
import {
  ONLINE_TAB_KEYS,
  ONLINE_TABS,
  onlineDiningOptions,
  onlineOrdersFiltered,
  onlinePendingToday,
} from './online-orders-view.ts';

const ROW_HEIGHT = 104;

/**
 * OnlineOrder (seed 002 §2): the selected order's sidebar; the status tabs with today's pending count; the
 * dining-option and day filters; the virtualized entries; Approve, Reject (confirmed), Pay, Refund, Edit.
 */
export default function OnlineOrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useOnlineOrders();
  const { enter, reset } = state;
  const records = useOnlineOrderRecords();
  const context = useTotalsContext();
  const now = useNow(1000);
  // The day buckets move on with the minute, not with every tick of the timers.
  const minute = Math.floor(now / 60_000);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    enter();
    return reset;
  }, [enter, reset]);

  const options = useMemo(
    () => onlineDiningOptions(storedTerminal<Partial<Pick<Terminal, 'dining_options'>>>()?.dining_options),
    [],
  );
  const { status, dining, day } = state;
  const rows = useMemo(
    () => onlineOrdersFiltered(records ?? [], { status, dining, day }, new Date(minute * 60_000)),
    [records, status, dining, day, minute],
  );
  const pendingToday = useMemo(() => onlinePendingToday(records ?? [], new Date(minute * 60_000)), [records, minute]);
  const selected = records?.find((order) => order.local_id === state.selectedId) ?? null;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });

  const narrowHidden = selected ? 'max-[991px]:hidden' : '';
  return (
    <main className="flex h-full min-h-0 flex-1 max-[991px]:flex-col">
      <OnlineOrderSidebar
        order={selected}
        onPrint={(order) => void state.printCheck(order)}
        onBack={() => void state.select(null)}
      />
      <section
        className={`flex min-w-0 flex-1 flex-col gap-3 p-4 max-sm:p-2 ${selected ? 'max-[991px]:order-last max-[991px]:flex-none' : ''}`}
      >
        <h1 className={`text-2xl font-semibold ${narrowHidden}`}>{t('onlineOrders.title')}</h1>
        <Tabs
          selectedKey={String(state.status)}
          onSelectionChange={(key: Key) => state.setStatus(Number(key))}
          className={`min-h-0 flex-1 ${narrowHidden}`}
        >
          <TabList aria-label={t('onlineOrders.tabsLabel')}>
            {ONLINE_TABS.map((status) => (
              <Tab key={status} id={String(status)} className="gap-2">
                {t(`onlineOrders.tabs.${ONLINE_TAB_KEYS[status] ?? 'pending'}`)}
                {status === 0 && pendingToday > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="min-w-6 rounded-full bg-danger px-2 text-center text-sm font-bold text-white"
                    >
                      {pendingToday}
                    </span>{' '}
                    <span className="sr-only">{t('notify.pendingBadge', { count: pendingToday })}</span>
                  </>
                )}
              </Tab>
            ))}
          </TabList>
          {/* Keyed: react-aria keeps a panel's first id, so the selected tab's aria-controls would name a gone one. */}
          <TabPanel key={state.status} id={String(state.status)} className="flex min-h-0 flex-1 flex-col gap-2 pt-2">
            <OnlineOrdersFilters
              options={options}
              dining={state.dining}
              day={state.day}
              onDining={state.setDining}
              onDay={state.setDay}
            />
            <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" aria-busy={records === undefined}>
              {rows.length === 0 && records !== undefined && (
                <p className="p-6 text-center text-ink-muted">{t('onlineOrders.empty')}</p>
              )}
              <ul
                aria-label={t('onlineOrders.listLabel')}
                className="relative"
                style={{ height: virtualizer.getTotalSize() }}
              >
                {context &&
                  virtualizer.getVirtualItems().map((virtual) => {
                    const order = rows[virtual.index];
                    if (!order) return null;
                    return (
                      <li
                        key={order.local_id}
                        className="absolute inset-x-0"
                        style={{ height: virtual.size, transform: `translateY(${String(virtual.start)}px)` }}
                      >
                        <OnlineOrderEntry
                          order={order}
                          context={context}
                          now={now}
                          selected={order.local_id === state.selectedId}
                          onSelect={(chosen) => void state.select(chosen)}
                        />
                      </li>
                    );
                  })}
              </ul>
            </div>
          </TabPanel>
        </Tabs>
        <div className="flex flex-wrap gap-3">
          {selected && <OnlineOrderActionsBar order={selected} />}
          <Button onClick={() => void navigate(ROUTES.Tables)} className="ml-auto">
            {t('common.close')}
          </Button>
        </div>
      </section>
      <ConfirmModal
        isOpen={state.rejecting !== null}
        title={t('onlineOrders.rejectTitle')}
        message={t('onlineOrders.rejectText')}
        onConfirm={() => void state.rejectConfirm()}
        onClose={state.rejectCancel}
      />
      <NoticeModal
        isOpen={state.notice !== null}
        title={state.notice?.title ?? ''}
        text={state.notice?.message ?? ''}
        onClose={state.dismissNotice}
      />
      <NoticeModal
        isOpen={state.printFailed}
        title={t('orders.printFailed')}
        text={t('orders.printFailedText')}
        onClose={state.dismissPrintFailed}
      />
    </main>
  );
}
