import type { Terminal } from '@opentill/contracts';
import { quantityText, terminalSetting, type DomainError } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { tableNameOf } from '../../data/repositories/tables.ts';
import { ROUTES } from '../../app/routes.ts';
import { storedTerminal } from '../../data/connection.ts';
import { useTotalsContext } from '../../data/repositories/totals-context.ts';
import { activeOrdersRefresh } from '../../data/sync/active-orders.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorModal } from '../../ui/error-modal.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useToasts } from '../../ui/toast.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { checkoutPath, newOrderOnTablePath, orderPath, orderRouteId, tableOrdersPath } from '../order/order-routing.ts';
import { itemMove, moveErrorText, tableById, tableOrdersOf } from './table-orders-actions.ts';
import { tableOrderColumns, type TableOrderColumn } from './table-orders-view.ts';
import { splitPath } from '../split/split-routing.ts';

/** An item picked for a move: the order it is on and its line. */
interface Picked {
  order: string;
  item: string;
}

/**
 * TableOrders (seed 000 §2.8): one column per open order of the table with its items (quantity, name, line total,
 * discount, notes), subtotal, tax, total and Pay with the remaining balance; Edit order; Move a selected item to another
 * order of the table; the add-order tile; a strip of the orders' totals that brings a column into view. Live from
 * IndexedDB: a sync or another terminal's change (orders-event, fetched by active-orders.ts) shows at once.
 */
export default function TableOrdersScreen() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const tableId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;
  const totals = useTotalsContext();
  const table = useLiveQuery(async () => ({ record: await tableById(tableId) }), [tableId]);
  const orders = useLiveQuery(() => (Number.isNaN(tableId) ? [] : tableOrdersOf(tableId)), [tableId]);
  const columns = useMemo(() => {
    if (!orders || !totals) return null;
    const terminal = storedTerminal<Partial<Pick<Terminal, 'payment_types' | 'db_settings'>>>();
    return tableOrderColumns(orders, totals, {
      paymentTypes: terminal?.payment_types ?? [],
      cashDiscountEnabled: terminalSetting(terminal?.db_settings, 'cash_discount') === 'true',
    });
  }, [orders, totals]);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [moving, setMoving] = useState<Picked | null>(null);
  const [error, setError] = useState<DomainError | null>(null);
  const columnRefs = useRef(new Map<string, HTMLElement>());
  // The store's open orders fetched on entering (another terminal's orders of this table); orders-event brings later
  // changes (active-orders.ts), and the live reads above show what is stored at once.
  useEffect(() => {
    void activeOrdersRefresh();
  }, []);

  if (table === undefined || columns === null) return null;
  // seed 000 §8: a table not found raises an error (and TableOrders stops loading).
  if (!table.record)
    return (
      <main className="flex h-full flex-col items-center justify-center gap-4 p-6">
        <h1 className="text-2xl font-semibold">{t('tableOrders.notFoundTitle')}</h1>
        <p className="text-ink-muted">{t('tableOrders.notFound', { id })}</p>
        <Button variant="primary" onClick={() => void navigate(ROUTES.Tables)}>
          {t('tableOrders.backToTables')}
        </Button>
      </main>
    );
  const name = tableNameOf(table.record, tableId);
  const titleOf = (column: TableOrderColumn) =>
    column.number ? t('tableOrders.orderNumbered', { number: column.number }) : t('tableOrders.orderUnnumbered');
  const pickedIsMovable = picked !== null && columns.length > 1;

  const moveTo = async (target: TableOrderColumn) => {
    const from = moving;
    setMoving(null);
    if (!from || !totals) return;
    const moved = await itemMove(from.order, target.order.local_id, from.item, totals);
    if (!moved.ok) {
      setError(moveErrorText(t, moved.error));
      return;
    }
    setPicked(null);
    useToasts.getState().show(t('tableOrders.itemMoved', { order: titleOf(target) }), 'success');
  };

  const show = (localId: string) => {
    const element = columnRefs.current.get(localId);
    element?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
    element?.focus({ preventScroll: true });
  };

  return (
    <main className="flex h-full min-h-0 min-w-0 flex-col gap-2 p-2">
      <header className="flex shrink-0 flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void navigate(ROUTES.Tables)}>
          {t('tableOrders.backToTables')}
        </Button>
        <h1 className="min-w-0 truncate text-xl font-bold">{t('tableOrders.title', { name })}</h1>
        <p className="text-sm text-ink-muted">{t('tableOrders.openOrders', { count: columns.length })}</p>
      </header>
      {columns.length > 0 && (
        <nav aria-label={t('tableOrders.strip')} className="flex shrink-0 gap-2 overflow-x-auto pb-1">
          {columns.map((column) => (
            <Button
              key={column.order.local_id}
              size="sm"
              variant="quiet"
              className="shrink-0 ring-1 ring-line"
              onClick={() => show(column.order.local_id)}
            >
              {titleOf(column)} · {money(column.total)}
            </Button>
          ))}
        </nav>
      )}
      <div className="flex min-h-0 flex-1 snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain pb-1">
        {columns.map((column) => (
          <section
            key={column.order.local_id}
            ref={(element) => {
              if (element) columnRefs.current.set(column.order.local_id, element);
              else columnRefs.current.delete(column.order.local_id);
            }}
            tabIndex={-1}
            aria-label={titleOf(column)}
            className="flex min-h-0 w-[min(20rem,calc(100vw-2rem))] shrink-0 snap-start flex-col gap-2 rounded-panel bg-surface p-2 shadow outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <h2 className="flex items-center gap-2 px-1 text-lg font-bold">
              <span className="min-w-0 truncate">{titleOf(column)}</span>
              {column.held && (
                <span className="rounded-control bg-amber-100 px-2 text-sm font-semibold text-amber-900">
                  {t('tableOrders.held')}
                </span>
              )}
            </h2>
            <ul aria-label={t('tableOrders.items')} className="min-h-0 flex-1 overflow-y-auto">
              {column.lines.length === 0 && (
                <li className="p-3 text-center text-ink-muted">{t('tableOrders.noItems')}</li>
              )}
              {column.lines.map((line) => {
                const selected = picked?.order === column.order.local_id && picked.item === line.localId;
                return (
                  <li key={line.localId} className="border-b border-line last:border-b-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => setPicked(selected ? null : { order: column.order.local_id, item: line.localId })}
                      className={`flex min-h-touch w-full flex-col px-2 py-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-primary ${selected ? 'bg-sky-100' : 'hover:bg-slate-50'}`}
                    >
                      <span className="flex w-full items-baseline gap-2">
                        <span className="shrink-0 font-semibold tabular-nums">{quantityText(line.quantity)} ×</span>
                        <span className="min-w-0 flex-1 break-words">{line.name}</span>
                        <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
                      </span>
                      {line.discount !== 0 && (
                        <span className="text-sm text-ink-muted">
                          {t('tableOrders.discountLine', { amount: money(line.discount) })}
                        </span>
                      )}
                      {line.notes !== '' && <span className="text-sm text-ink-muted italic">{line.notes}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <dl className="grid shrink-0 grid-cols-[1fr_auto] gap-x-2 px-1 text-sm">
              <dt>{t('tableOrders.subtotal')}</dt>
              <dd className="text-right tabular-nums">{money(column.subtotal)}</dd>
              <dt>{t('tableOrders.tax')}</dt>
              <dd className="text-right tabular-nums">{money(column.tax)}</dd>
              <dt className="text-base font-bold">{t('tableOrders.total')}</dt>
              <dd className="text-right text-base font-bold tabular-nums">{money(column.total)}</dd>
            </dl>
            <div className="grid shrink-0 grid-cols-2 gap-2">
              <Button
                size="sm"
                onClick={() => void navigate(orderPath(orderRouteId(column.order)))}
                aria-label={t('tableOrders.editOrderOf', { order: titleOf(column) })}
              >
                {t('tableOrders.editOrder')}
              </Button>
              <Button
                size="sm"
                disabled={!pickedIsMovable || picked.order !== column.order.local_id}
                onClick={() => setMoving(picked)}
                aria-label={t('tableOrders.moveItemOf', { order: titleOf(column) })}
              >
                {t('tableOrders.moveItem')}
              </Button>
              {/* issue 17 §3: the order's Split bill (by items, by seat, evenly). */}
              <Button
                size="sm"
                className="col-span-2"
                onClick={() => void navigate(splitPath(column.order) ?? tableOrdersPath(tableId))}
                aria-label={t('split.splitOf', { order: titleOf(column) })}
              >
                {t('split.title')}
              </Button>
              <Button
                variant="success"
                className="col-span-2 font-bold"
                disabled={!column.payEnabled}
                onClick={() => void navigate(checkoutPath(orderRouteId(column.order)))}
                aria-label={t('tableOrders.payOf', { order: titleOf(column), amount: money(column.balance) })}
                data-layout-primary="table-orders-pay"
              >
                {t('tableOrders.pay', { amount: money(column.balance) })}
              </Button>
            </div>
          </section>
        ))}
        <button
          type="button"
          onClick={() => void navigate(newOrderOnTablePath(tableId))}
          className="flex min-h-40 w-[min(12rem,calc(100vw-2rem))] shrink-0 snap-start flex-col items-center justify-center gap-2 rounded-panel border-2 border-dashed border-line bg-canvas p-4 text-lg font-semibold text-ink-muted outline-none hover:bg-surface focus-visible:ring-2 focus-visible:ring-primary"
        >
          <span aria-hidden="true" className="text-4xl leading-none">
            +
          </span>
          {t('tableOrders.addOrder')}
        </button>
      </div>
      <Modal isOpen={moving !== null} onClose={() => setMoving(null)} title={t('tableOrders.moveTitle')} size="md">
        <p>{t('tableOrders.moveText')}</p>
        <ul className="flex flex-col gap-2">
          {columns
            .filter((column) => column.order.local_id !== moving?.order)
            .map((column) => (
              <li key={column.order.local_id}>
                <Button className="w-full" onClick={() => void moveTo(column)}>
                  {titleOf(column)} · {money(column.total)}
                </Button>
              </li>
            ))}
        </ul>
        <ModalActions>
          <Button variant="quiet" onClick={() => setMoving(null)}>
            {t('tableOrders.cancel')}
          </Button>
        </ModalActions>
      </Modal>
      {error && <ErrorModal isOpen title={error.title} message={error.message} onClose={() => setError(null)} />}
    </main>
  );
}
