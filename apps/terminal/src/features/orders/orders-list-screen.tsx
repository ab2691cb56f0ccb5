import { useVirtualizer } from '@tanstack/react-virtual';
import { orderNumberShown } from '@opentill/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { playNotFoundSound } from '../order/modals/not-found-sound.ts';
import { listSelectedShownSet } from '../order/order-routing.ts';
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
  const format = useFormat();
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
  const tabLabel = (status: number) => t(`orders.tabs.${TAB_KEYS[status] ?? 'completed'}`);
  return (
    <main className="flex h-full min-h-0 flex-1 max-md:flex-col">
      {/* Narrow screens (seed 000 §9 mobile) show the list or the selected order's details (with its actions). */}
      <section
        className={`flex min-w-0 flex-1 flex-col gap-3 p-4 max-sm:p-2 ${selected ? 'max-md:order-last max-md:flex-none' : ''}`}
      >
        <div className={`flex flex-wrap items-center gap-3 ${selected ? 'max-md:hidden' : ''}`}>
          <h1 className="text-2xl font-semibold">{t('orders.title')}</h1>
          <form role="search" onSubmit={onSearch} className="ml-auto flex max-w-full min-w-0 gap-2">
            <input
              aria-label={t('orders.searchLabel')}
              placeholder={t('orders.searchPlaceholder')}
              inputMode="numeric"
              value={list.searchText}
              onChange={(event) => list.type(event.target.value)}
              className="min-h-touch w-40 min-w-0 rounded-control border border-slate-400 bg-surface px-3 placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-focus"
            />
            <Button type="submit" variant="primary">
              {t('orders.search')}
            </Button>
            {list.searchResult && <Button onClick={list.clearSearch}>{t('orders.showAll')}</Button>}
          </form>
        </div>
        <Tabs
          selectedKey={String(list.status)}
          onSelectionChange={(key: Key) => key !== 'account' && void open(Number(key))}
          className={`flex-1 ${selected ? 'max-md:hidden' : ''}`}
        >
          <TabList aria-label={t('orders.tabsLabel')}>
            {ORDER_TABS.map((status) => (
              <Tab key={status} id={String(status)}>
                {tabLabel(status)}
              </Tab>
            ))}
            {/* seed 002 §2: an Account tab that does nothing. */}
            <Tab id="account">{t('orders.tabs.account')}</Tab>
          </TabList>
          <TabPanel id={String(list.status)} className="flex flex-1 flex-col">
            <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.loading}>
              {rows.length === 0 && !list.loading && (
                <p className="p-6 text-center text-ink-muted">{t('orders.empty')}</p>
              )}
              <ul
                aria-label={t('orders.listLabel')}
                className="relative"
                style={{ height: virtualizer.getTotalSize() }}
              >
                {items.map((virtual) => {
                  const order = rows[virtual.index];
                  if (!order) return null;
                  // issue 15 §4: the number the customer was told (3-042), never the local id.
                  const id = orderNumberShown(order) ?? '';
                  const date = orderRowDate(order);
                  const name = customerName(order);
                  const when = date.at ? format.dateTime(date.at) : '';
                  return (
                    <li
                      key={order.local_id}
                      className={`absolute inset-x-0 flex items-center gap-3 border-b border-line px-2 max-sm:gap-2 ${selected?.local_id === order.local_id ? 'bg-sky-50' : 'bg-surface'}`}
                      style={{ height: virtual.size, transform: `translateY(${String(virtual.start)}px)` }}
                    >
                      <span
                        className="w-20 shrink-0 truncate font-semibold tabular-nums max-sm:w-16 max-sm:text-sm"
                        title={`#${id}`}
                      >
                        #{id}
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="flex min-w-0 items-center gap-1">
                          {name === null ? (
                            <span className="truncate text-ink-muted" title={t('orders.noCustomer')}>
                              {t('orders.noCustomer')}
                            </span>
                          ) : (
                            <Button
                              variant="quiet"
                              size="sm"
                              aria-label={t('orders.viewCustomerOf', { id })}
                              title={name}
                              onClick={() => setCustomerOf(order)}
                              className="max-w-full min-w-0 justify-start px-1 underline"
                            >
                              <span className="truncate">{name}</span>
                            </Button>
                          )}
                        </span>
                        <span className="flex min-w-0 gap-2 text-sm text-ink-muted">
                          <time className="min-w-0 truncate" title={when} dateTime={date.at ?? undefined}>
                            {when}
                          </time>
                          {date.note && (
                            <span className="truncate" title={date.note}>
                              {date.note}
                            </span>
                          )}
                        </span>
                      </span>
                      <span className="shrink-0 text-right font-semibold tabular-nums">
                        {format.money(orderRowTotal(order))}
                      </span>
                      <Button
                        variant="chrome"
                        size="sm"
                        aria-label={t('orders.viewOrderOf', { id })}
                        onClick={() => void list.select(order)}
                        className="shrink-0"
                      >
                        {t('orders.viewOrder')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </TabPanel>
        </Tabs>
        <div className="flex flex-wrap gap-3">
          {selected && refundShown(selected) && (
            <Button variant="danger" disabled={refundDisabled(list)} onClick={() => void onRefund()}>
              {list.selectedFullyRefunded ? t('orders.fullyRefunded') : t('orders.refund')}
            </Button>
          )}
          {selected && editShown(selected) && (
            <Button
              variant="primary"
              onClick={() => {
                // seed 001 §4: holding or cancelling the order shown from here comes back to the list.
                listSelectedShownSet(selected);
                void navigate(`/orders/${orderDisplayId(selected)}`);
              }}
            >
              {t('orders.edit')}
            </Button>
          )}
          <Button onClick={() => void navigate(ROUTES.Tables)} className="ml-auto">
            {t('common.close')}
          </Button>
        </div>
      </section>
      <OrderDetailSidebar
        order={selected}
        onPrint={(order) => void list.printCheck(order)}
        onBack={() => void list.select(null)}
      />
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
