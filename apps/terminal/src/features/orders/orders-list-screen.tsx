import { useVirtualizer } from '@tanstack/react-virtual';
import { centsFormat } from '@opentill/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Tab, TabList, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { useStoreCountry } from '../../data/repositories/store.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { playNotFoundSound } from '../order/modals/not-found-sound.ts';
import { OrderDetailSidebar } from './order-detail-sidebar.tsx';
import { orderDisplayId, orderRowDate, orderRowTotal } from './order-view.ts';
import { editShown, ORDER_TABS, refundDisabled, refundShown, useOrdersList } from './orders-list-store.ts';

const TAB_KEYS: Record<number, string> = { 1: 'open', 2: 'hold', 3: 'completed', 4: 'cancelled', 5: 'refunded' };
const ROW_HEIGHT = 72;
/** Rows from the end at which the next page is asked for ("near the bottom", seed 002 §2). */
const NEAR_END_ROWS = 5;

function customerName(order: OrderRecord): string | null {
  const name = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** OrdersList (seed 002 §2): status tabs, order number search, the virtualized list, the detail sidebar, Refund and Edit. */
export default function OrdersListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const symbol = useCurrencySymbol();
  const country = useStoreCountry();
  const list = useOrdersList();
  const { open, reset, more } = list;
  const [customerOf, setCustomerOf] = useState<OrderRecord | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void open(useOrdersList.getState().status);
    return reset;
  }, [open, reset]);

  const rows = list.searchResult ? [list.searchResult] : list.orders.slice(0, list.visible);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && last >= rows.length - NEAR_END_ROWS) void more();
  }, [last, rows.length, more]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void list.search().then((found) => {
      if (!found && useOrdersList.getState().notFound) playNotFoundSound();
    });
  };

  const onRefund = async () => {
    const route = await list.refundStart();
    if (route) await navigate(route);
  };

  const selected = list.selected;
  return (
    <main className="flex h-full min-h-0 flex-1">
      <section className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{t('orders.title')}</h1>
          <form role="search" onSubmit={onSearch} className="ml-auto flex gap-2">
            <input
              aria-label={t('orders.searchLabel')}
              placeholder={t('orders.searchPlaceholder')}
              inputMode="numeric"
              value={list.searchText}
              onChange={(event) => list.type(event.target.value)}
              className="min-h-11 w-48 rounded-lg border border-slate-300 px-3"
            />
            <button type="submit" className="min-h-11 rounded-lg bg-sky-700 px-4 font-semibold text-white">
              {t('orders.search')}
            </button>
            {list.searchResult && (
              <button
                type="button"
                onClick={list.clearSearch}
                className="min-h-11 rounded-lg border border-slate-300 px-4"
              >
                {t('orders.showAll')}
              </button>
            )}
          </form>
        </div>
        <Tabs
          selectedKey={String(list.status)}
          onSelectionChange={(key: Key) => key !== 'account' && void open(Number(key))}
        >
          <TabList aria-label={t('orders.tabsLabel')} className="flex gap-1 border-b border-slate-200">
            {ORDER_TABS.map((status) => (
              <Tab
                key={status}
                id={String(status)}
                className="min-h-11 cursor-pointer px-4 py-2 outline-none selected:border-b-2 selected:border-sky-700 selected:font-semibold"
              >
                {t(`orders.tabs.${TAB_KEYS[status] ?? 'completed'}`)}
              </Tab>
            ))}
            {/* seed 002 §2: an Account tab that does nothing. */}
            <Tab id="account" className="min-h-11 cursor-pointer px-4 py-2 outline-none">
              {t('orders.tabs.account')}
            </Tab>
          </TabList>
        </Tabs>
        <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.loading}>
          {rows.length === 0 && !list.loading && <p className="p-6 text-center text-slate-500">{t('orders.empty')}</p>}
          <ul aria-label={t('orders.listLabel')} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((virtual) => {
              const order = rows[virtual.index];
              if (!order) return null;
              const id = orderDisplayId(order);
              const date = orderRowDate(order);
              const name = customerName(order);
              return (
                <li
                  key={order.local_id}
                  className={`absolute inset-x-0 flex items-center gap-3 border-b border-slate-100 px-2 ${selected?.local_id === order.local_id ? 'bg-sky-50' : 'bg-white'}`}
                  style={{ height: virtual.size, transform: `translateY(${String(virtual.start)}px)` }}
                >
                  <span className="w-28 shrink-0 truncate font-semibold">#{id}</span>
                  <span className="flex w-40 shrink-0 items-center gap-2 truncate">
                    {name ?? <span className="text-slate-400">{t('orders.noCustomer')}</span>}
                    {name && (
                      <button
                        type="button"
                        aria-label={t('orders.viewCustomerOf', { id })}
                        onClick={() => setCustomerOf(order)}
                        className="min-h-11 rounded px-2 text-sky-700 underline"
                      >
                        {t('orders.viewCustomer')}
                      </button>
                    )}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span>{date.at ? formatDateTime(new Date(date.at), country) : ''}</span>
                    {date.note && <span className="truncate text-sm text-slate-500">{date.note}</span>}
                  </span>
                  <span className="w-24 shrink-0 text-right">{centsFormat(orderRowTotal(order), symbol)}</span>
                  <button
                    type="button"
                    aria-label={t('orders.viewOrderOf', { id })}
                    onClick={() => void list.select(order)}
                    className="min-h-11 shrink-0 rounded-lg bg-slate-800 px-3 font-semibold text-white"
                  >
                    {t('orders.viewOrder')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="flex gap-3">
          {selected && refundShown(selected) && (
            <button
              type="button"
              disabled={refundDisabled(list)}
              onClick={() => void onRefund()}
              className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600"
            >
              {list.selectedFullyRefunded ? t('orders.fullyRefunded') : t('orders.refund')}
            </button>
          )}
          {selected && editShown(selected) && (
            <button
              type="button"
              onClick={() => void navigate(`/orders/${orderDisplayId(selected)}`)}
              className="min-h-11 rounded-lg bg-sky-700 px-5 font-semibold text-white"
            >
              {t('orders.edit')}
            </button>
          )}
          <button
            type="button"
            onClick={() => void navigate(ROUTES.Tables)}
            className="ml-auto min-h-11 rounded-lg border border-slate-300 px-5"
          >
            {t('common.close')}
          </button>
        </div>
      </section>
      <OrderDetailSidebar order={selected} symbol={symbol} onPrint={(order) => void list.printCheck(order)} />
      <NoticeModal
        isOpen={list.notFound}
        title={t('orders.notFoundTitle')}
        text={t('orders.notFoundText')}
        onClose={list.dismissNotFound}
      />
      <NoticeModal
        isOpen={list.printFailed}
        title={t('orders.printFailed')}
        text={t('orders.printFailedText')}
        onClose={list.dismissPrintFailed}
      />
      <NoticeModal
        isOpen={customerOf !== null}
        title={t('orders.customerTitle')}
        text={customerOf ? [customerName(customerOf), customerOf.customer?.phone].filter(Boolean).join(' · ') : ''}
        onClose={() => setCustomerOf(null)}
      />
    </main>
  );
}
