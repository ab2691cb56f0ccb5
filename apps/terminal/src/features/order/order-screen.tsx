import type { Discount, OrderItem, Product } from '@opentill/contracts';
import {
  centsFromDecimal,
  isActive,
  isGiftCardItem,
  itemAfterKitchenPrint,
  kitchenPrintEnabled,
  ORDER_STATUS,
  orderKitchenSend,
  orderActionsVisible,
  orderNumberShown,
  printCheckEnabled,
  TERMINAL_MODE,
} from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-store.ts';
import { catalogLoad, catalogOnChange, productUnavailable, type Catalog } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { orderTableName } from '../../data/repositories/tables.ts';
import {
  openCashDrawer,
  printKitchen,
  printReceipt,
  receiptPreview,
  type PrintOutcome,
} from '../../devices/printing/index.ts';
import { printFailureText } from '../../devices/printing/print-failure.ts';
import { courseFire, courseHold } from '../courses/course-actions.ts';
import { ErrorModal, LeaveOrderModal, PrintReceiptView } from './modals/index.ts';
import { LockTakeover } from './lock-takeover.tsx';
import { OrderActions, type MoreOption } from './order-actions.tsx';
import { orderActiveItems, orderIsRefund } from './order-build.ts';
import { perOrder } from './per-order.ts';
import { OrderDialogs, type OrderDialog } from './order-dialogs.tsx';
import { OrderPanel, type ItemAction } from './order-panel.tsx';
import {
  checkoutPath,
  moveOrderPath,
  orderOpenHint,
  orderPath,
  orderRouteId,
  routeAfterClose,
  tableFromParams,
} from './order-routing.ts';
import { OrderSearch, type OrderSearchHandle } from './order-search.tsx';
import { orderEditorWritesSettled, useOrderEditor } from './order-store.ts';
import { refundDraftDiscard, refundProcess } from '../refund/refund-actions.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { onOrderIdentified } from '../../data/repositories/order-identified.ts';
import { CategoryStrip, ProductGrid } from './product-grid.tsx';
import { useBarcodeScanner } from './use-barcode-scanner.ts';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { PAY_SHORTCUT, useEditorShortcuts } from './use-editor-shortcuts.ts';

/** The action bar's "More options" sets, one array each (the bar is memoised on its props). */
const NO_OPTIONS: readonly MoreOption[] = [];
const ITEMS_OPTIONS: readonly MoreOption[] = ['hold', 'cancel', 'orderDiscount', 'customer', 'diningOption'];
const EMPTY_ORDER_OPTIONS: readonly MoreOption[] = ['customer', 'diningOption'];
/** seed 001 §6: Move (to another table, TablesMoveOrder) is offered except in quick service. */
const ITEMS_OPTIONS_MOVE: readonly MoreOption[] = [...ITEMS_OPTIONS, 'move'];

// Read from the editor's store on every change (per-order.ts): once per order object, not twice per change.
const isRefundOf = perOrder(orderIsRefund);
const activeCountOf = perOrder((order) => orderActiveItems(order).length);
const kitchenUpdatesOf = perOrder(orderKitchenSend);

/** The order editor (seed 001 §2): search, categories, product grid, the order panel, the action bar and Pay. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  // A table card passes the order's local id along (order-routing.ts orderOpenState): a keyed read on open.
  const localIdHint = orderOpenHint(useLocation().state);
  const navigate = useNavigate();
  const currency = useCurrencySymbol();
  // The screen reads from the editor's store only what it shows or decides on (issue 13, 4x slowdown; decisions §38):
  // primitives that an add leaves unchanged, so an add renders the order panel (which reads the order itself) and not
  // this screen. Handlers read the current order from the store when they run.
  const context = useOrderEditor((state) => state.context);
  const refundMode = useOrderEditor((state) => state.refund);
  const pinPending = useOrderEditor((state) => state.pinPending);
  const notice = useOrderEditor((state) => state.notice);
  const hasOrder = useOrderEditor((state) => state.order !== null);
  const status = useOrderEditor((state) => state.order?.status ?? null);
  // issue 15 §4: the short number from the first save on, as kiosk, list and receipt say it.
  const number = useOrderEditor((state) => (state.order ? orderNumberShown(state.order) : null));
  // A table-service order names its table beside its number, as the table's orders screen does.
  const tableId = useOrderEditor((state) => state.order?.table ?? null);
  const tableName = useLiveQuery(() => orderTableName(tableId), [tableId], null);
  const localId = useOrderEditor((state) => state.order?.local_id);
  // seed 001 §4: the route shows the local id on the first item, later the server id.
  // A held or cancelled order is being left: its id must not pull the route back.
  const routeId = useOrderEditor((state) =>
    state.order && state.order.status === ORDER_STATUS.OPEN ? orderRouteId(state.order) : null,
  );
  const closedMark = useOrderEditor((state) =>
    state.order
      ? `${state.order.local_id}|${String(state.order.status)}|${String(state.order.hold_date ?? '')}|${String(state.order.close_date ?? '')}`
      : null,
  );
  const hasItems = useOrderEditor((state) => state.order !== null && state.order.items.some((item) => isActive(item)));
  const negativeRefund = useOrderEditor((state) => state.order !== null && isRefundOf(state.order));
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [mobileView, setMobileView] = useState<'order' | 'add'>('add');
  const [printing, setPrinting] = useState(false);
  // The action bar's rules (seed 001 §4), each read as one boolean: an add leaves them unchanged.
  const printCheckOn = useOrderEditor((state) => state.order !== null && printCheckEnabled(activeCountOf(state.order)));
  const kitchenPrintOn = useOrderEditor(
    (state) =>
      state.order !== null &&
      kitchenPrintEnabled({
        // issue 17 §6: new items of courses not held, and sent items changed or removed since (the seeds' reasons).
        hasKitchenUpdates: kitchenUpdatesOf(state.order),
        printing,
        total: centsFromDecimal(state.order.grand_total),
      }),
  );
  const leaving = useRef<{ toCheckout: boolean }>({ toCheckout: false });
  const searchBox = useRef<HTMLInputElement>(null);
  const searchApi = useRef<OrderSearchHandle>(null);
  const presets = useLiveQuery(async () => (await db().discounts.toArray()) as unknown as Discount[], [], []);

  // Open the order named by the route, unless it is the one already shown (the route was replaced with its id).
  useEffect(() => {
    const current = useOrderEditor.getState().order;
    if (current && (current.local_id === id || String(current.id) === id)) return;
    let live = true;
    void useOrderEditor
      .getState()
      .open(id, { refund: params.get('refund') === '1', table: tableFromParams(params), localIdHint })
      .then((outcome) => {
        if (!live) return;
        if (outcome === 'shift') void navigate(ROUTES.Shift, { replace: true });
        if (outcome === 'not_found') void navigate(orderPath('new'), { replace: true });
      });
    return () => {
      live = false;
    };
  }, [id, params, navigate, localIdHint]);

  // Leaving the screen releases the lock unless going to checkout (seed 001 §4).
  useEffect(
    () => () => {
      const { order: left, refund: refundDraft } = useOrderEditor.getState();
      // A refund draft left without refunding is thrown away (issue 7 §6; the original order stays as it was).
      if (refundDraft && left && left.status === ORDER_STATUS.OPEN) {
        useOrderEditor.getState().reset();
        void refundDraftDiscard(left.local_id);
        return;
      }
      void useOrderEditor.getState().leave(leaving.current.toCheckout);
    },
    [],
  );

  // The catalog is loaded again whenever products or categories change (a sync, a dashboard change: issue 16 §9);
  // the chosen category stays unless it is gone. The order's lines are the order's: a reload never touches them.
  useEffect(() => {
    let live = true;
    const load = () =>
      void catalogLoad().then((loaded) => {
        if (!live) return;
        setCatalog(loaded);
        setCategory((current) =>
          current !== null && loaded.categories.some((category) => category.id === current)
            ? current
            : (loaded.categories[0]?.id ?? null),
        );
      });
    load();
    const stop = catalogOnChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (routeId && routeId !== id)
      void navigate(`${orderPath(routeId)}${params.get('refund') === '1' ? '?refund=1' : ''}`, { replace: true });
  }, [routeId, id, navigate, params]);
  useEffect(
    () =>
      onOrderIdentified((identified, serverId, number) => {
        if (identified === localId) useOrderEditor.getState().serverIdSeen(serverId, number);
      }),
    [localId],
  );

  const quick = context?.mode === TERMINAL_MODE.QUICK_SERVICE;
  const editable = !hasOrder || status === ORDER_STATUS.OPEN || status === ORDER_STATUS.HOLD;
  // Issue 6 §2 / seed 000 §2.4: quick service asks before leaving (or locking) with an active order.
  const blocker = useBlocker(
    useCallback(
      ({ nextLocation }: { nextLocation: { pathname: string } }) => {
        const { order: current, refund: refundDraft } = useOrderEditor.getState();
        if (
          !quick ||
          refundDraft ||
          !current ||
          current.status !== ORDER_STATUS.OPEN ||
          orderActiveItems(current).length === 0
        )
          return false;
        const own = [orderPath(current.local_id), current.id == null ? '' : orderPath(current.id), orderPath('new')];
        return (
          !own.includes(nextLocation.pathname) &&
          !nextLocation.pathname.startsWith(`${orderPath(orderRouteId(current))}/`)
        );
      },
      [quick],
    ),
  );

  // After hold or cancel: go where the leave prompt was heading, else where seed 001 §4 says. Only a hold or cancel
  // made on this screen routes (its hold_date / close_date is new): a held order opened from the list stays shown.
  const closedStatus = status;
  const shownMark = useRef<string | null>(null);
  // An effect event reads the latest blocker, context and navigate without re-running: only a status change routes
  // (the blocker object changes on every navigation attempt).
  const routeAfterClosing = useEffectEvent((mark: string | null) => {
    const before = shownMark.current;
    shownMark.current = mark;
    const sameOrder = before !== null && mark !== null && before.split('|')[0] === mark.split('|')[0];
    if (
      !sameOrder ||
      before === mark ||
      (closedStatus !== ORDER_STATUS.HOLD && closedStatus !== ORDER_STATUS.CANCELLED)
    )
      return;
    const closed = useOrderEditor.getState().order;
    if (!closed || !context) return;
    if (blocker.state === 'blocked') {
      blocker.proceed();
      return;
    }
    // The next screen reads the held or cancelled order from IndexedDB: route once it is written.
    void orderEditorWritesSettled()
      .then(() =>
        routeAfterClose(closed, closedStatus === ORDER_STATUS.HOLD ? 'hold' : 'cancel', { kiosk: context.kiosk }),
      )
      .then((path) => navigate(path, { replace: true }));
  });
  useEffect(() => routeAfterClosing(closedMark), [closedMark]);

  const productOf = useCallback(
    (item: OrderItem) => (typeof item.product === 'number' ? catalog?.byId.get(item.product) : undefined),
    [catalog],
  );

  const add = useCallback(
    (product: Product, price?: number) => {
      if (!editable) return;
      // issue 16 §4: an 86'd product is not sold today (a scan or a search finds it, and says so).
      if (productUnavailable(product)) {
        setDialog({
          kind: 'message',
          title: t('order.unavailableTitle'),
          message: t('order.unavailableText', { name: product.name }),
        });
        return;
      }
      // The line is shown before its write finishes, so the modifiers panel opens on it at once.
      void useOrderEditor.getState().addProduct(product, price as never);
      // Only a product with modifiers opens a panel: a plain add (a scan) does not walk the order's lines here.
      if (product.modifier_groups.length === 0) return;
      const added = useOrderEditor
        .getState()
        .order?.items.filter((item) => item.product === product.id)
        .at(-1);
      if (added) setDialog({ kind: 'modifiers', item: added });
    },
    [editable, t],
  );

  const onCode = useCallback(
    (code: string) => {
      searchApi.current?.clear();
      const found = catalog?.scan(code);
      if (!found || found.kind === 'not_found') setDialog({ kind: 'notFound', code });
      else add(found.product, found.kind === 'priced' ? found.price : undefined);
    },
    [catalog, add],
  );
  useBarcodeScanner(onCode, editable && dialog === null && !pinPending);

  const products = useMemo(
    () => (catalog && category !== null ? catalog.productsOfCategory(category) : []),
    [catalog, category],
  );

  // seed 002 §8 Print: 'Printer error' / 'Drawer error', with the printers that failed.
  // The action bar's callbacks are stable (it is memoised: an add does not re-render it); they read the order then.
  const printed = useCallback(
    (outcome: PrintOutcome, title: 'order.printerError' | 'order.drawerError') => {
      if (outcome.ok) return;
      // issue 15 §7: each failed printer with its address and the cause, in the employee's language.
      const failures = outcome.failures.map((failure) => printFailureText(t, failure));
      setDialog({ kind: 'message', title: t(title), message: [t('order.printerCheck'), ...failures].join('\n') });
    },
    [t],
  );
  // seed 001 §2 Print receipt view: with no receipt printer configured, the check is shown on screen instead.
  const [receiptLines, setReceiptLines] = useState<string[] | null>(null);
  const printCheck = useCallback(async () => {
    const current = useOrderEditor.getState().order;
    if (!current) return;
    const outcome = await printReceipt(current);
    if (outcome.ok && !outcome.printed) setReceiptLines(await receiptPreview(current));
    else printed(outcome, 'order.printerError');
  }, [printed, setReceiptLines]);
  const kitchenPrint = useCallback(async () => {
    const current = useOrderEditor.getState().order;
    if (!current) return;
    setPrinting(true);
    try {
      const outcome = await printKitchen(current);
      const done = new Set(outcome.printedItems);
      // seed 001 §4: after a successful kitchen print the flags clear and the items count as sent.
      if (done.size > 0)
        await useOrderEditor.getState().applyOrder((current) => ({
          ...current,
          items: current.items.map((item) => (done.has(item.local_id) ? itemAfterKitchenPrint(item) : item)),
        }));
      printed(outcome, 'order.printerError');
    } finally {
      setPrinting(false);
    }
  }, [printed]);
  const onPrintCheck = useCallback(() => void printCheck(), [printCheck]);
  const onKitchenPrint = useCallback(() => void kitchenPrint(), [kitchenPrint]);
  const onOpenDrawer = useCallback(
    () => void openCashDrawer().then((outcome) => printed(outcome, 'order.drawerError')),
    [printed],
  );

  const seatsAndCourses = context?.mode === TERMINAL_MODE.TABLE_SERVICE;
  // Stable callbacks: the order panel is memoised on them (its lines re-render only when what they show changed).
  const itemActions = useCallback(
    (item: OrderItem): ItemAction[] => {
      // Refund mode: a line keeps its original price, discount, note and modifiers; only how much returns changes.
      if (refundMode) return ['quantity', 'remove'];
      const gift = isGiftCardItem(item);
      const product = productOf(item);
      return [
        ...(gift ? [] : (['quantity'] as const)),
        'price',
        ...(gift ? [] : (['discount'] as const)),
        'note',
        ...((product?.modifier_groups.length ?? 0) > 0 ? (['modifiers'] as const) : []),
        // issue 17 §5: a table-service line may carry a seat and a course.
        ...(seatsAndCourses && !gift ? (['seatCourse'] as const) : []),
        'remove',
      ];
    },
    [refundMode, productOf, seatsAndCourses],
  );
  const onItemAction = useCallback((action: ItemAction, item: OrderItem) => {
    const kinds = {
      quantity: 'quantity',
      price: 'price',
      discount: 'itemDiscount',
      note: 'note',
      modifiers: 'modifiers',
      seatCourse: 'seatCourse',
      remove: 'remove',
    } as const;
    setDialog({ kind: kinds[action], item });
  }, []);
  const onCourseHold = useCallback((course: number) => void courseHold(course), []);
  // Fire: the course is no longer held and its pending lines go to the kitchen at once.
  const onCourseFire = useCallback(
    (course: number) => void courseFire(course).then(() => kitchenPrint()),
    [kitchenPrint],
  );
  const onOption = useCallback(
    (option: MoreOption) => {
      if (option === 'move') {
        // The order is written before TablesMoveOrder reads it; leaving releases the lock (seed 001 §4).
        void orderEditorWritesSettled().then(() => {
          const current = useOrderEditor.getState().order;
          if (current) void navigate(moveOrderPath(current));
        });
        return;
      }
      const kinds = {
        hold: 'hold',
        cancel: 'cancel',
        orderDiscount: 'orderDiscount',
        customer: 'customer',
        diningOption: 'dining',
      } as const;
      setDialog({ kind: kinds[option] });
    },
    [navigate],
  );
  const closeDialog = useCallback(() => setDialog(null), []);
  const onHeld = useCallback((note: string) => void useOrderEditor.getState().hold(note), []);
  const onCancelConfirmed = useCallback(() => void useOrderEditor.getState().cancel(), []);

  const refund = refundMode || negativeRefund;
  const pay = () => {
    const order = useOrderEditor.getState().order;
    if (!order) return;
    if (refund) {
      void refundRun(order);
      return;
    }
    leaving.current.toCheckout = true;
    void navigate(checkoutPath(orderRouteId(order)));
  };

  // seed 001 §4 Refund: the red Refund button reverses the payments; a failure changes nothing.
  const refundRun = async (draft: OrderRecord) => {
    // The draft's last change is written before the refund reads it back and keeps returns on it.
    await orderEditorWritesSettled();
    const outcome = await refundProcess(draft, new Date());
    if (outcome.ok) {
      setDialog({ kind: 'refunded' });
      return;
    }
    // A card may have returned its part before a later one failed: the draft shows it and is locked (refund-actions.ts).
    await useOrderEditor.getState().refundReturnsReload();
    setDialog({ kind: 'message', title: outcome.title, message: outcome.message });
  };

  // issue 13 §5: `/` focuses search (in the mobile layout it first shows the add-items view), F9 pays or refunds.
  const payEnabled = hasItems && editable;
  useEditorShortcuts({
    enabled: dialog === null && receiptLines === null && !pinPending && blocker.state !== 'blocked',
    payEnabled,
    onPay: pay,
    onSearch: () => {
      flushSync(() => setMobileView('add'));
      searchBox.current?.focus();
    },
  });

  const leaveDenied = () => {
    useOrderEditor.getState().noticeClose();
    void navigate(ROUTES.OrdersList, { replace: true });
  };

  const stay = () => {
    // The top bar's lock clears the unlocked flag before navigating; staying on the order undoes it.
    if (blocker.state === 'blocked' && blocker.location.pathname === ROUTES.Pin)
      useSession.setState({ unlocked: true });
    if (blocker.state === 'blocked') blocker.reset();
  };

  return (
    // The editor fills the space under the top bar and never scrolls as a page: the product grid and the order's
    // lines scroll inside themselves, so the total and Pay stay on screen at every size (issue 13 §1). Both columns
    // may shrink below their content's width (min-w-0): the grid reflows its columns, the category strip scrolls.
    <div className="flex h-full min-h-0 min-w-0 flex-col gap-2 p-2 min-[787px]:flex-row">
      <div role="group" aria-label={t('order.view')} className="flex shrink-0 gap-2 min-[787px]:hidden">
        {(['order', 'add'] as const).map((view) => (
          <Button
            key={view}
            variant={mobileView === view ? 'primary' : 'secondary'}
            aria-pressed={mobileView === view}
            onClick={() => setMobileView(view)}
            className="flex-1"
          >
            {t(view === 'order' ? 'order.orderView' : 'order.addItemsView')}
          </Button>
        ))}
      </div>
      <section
        aria-label={t('order.addItems')}
        className={`flex min-h-0 min-w-0 flex-1 flex-col gap-2 ${mobileView === 'add' ? '' : 'max-[786px]:hidden'}`}
      >
        <OrderSearch
          catalog={catalog}
          currency={currency}
          onAdd={add}
          onCode={onCode}
          inputRef={searchBox}
          handle={searchApi}
        />
        <CategoryStrip categories={catalog?.categories ?? []} selected={category} onSelect={setCategory} />
        <ProductGrid products={products} currency={currency} onAdd={add} />
      </section>
      <section
        aria-label={t('order.title')}
        className={`flex min-h-0 w-full flex-1 flex-col gap-2 rounded-panel bg-surface p-2 shadow min-[787px]:w-80 min-[787px]:flex-none min-[787px]:shrink-0 xl:w-96 ${mobileView === 'order' ? '' : 'max-[786px]:hidden'}`}
      >
        <div className="flex shrink-0 items-center gap-2 px-2">
          <h1 className="min-w-0 truncate text-lg font-bold">
            {number ? t('order.numbered', { number }) : t('order.title')}
          </h1>
          {tableName !== null && (
            <Badge tone="info" className="ml-auto min-w-0 max-w-1/2">
              <span className="truncate">{t('tableOrders.title', { name: tableName })}</span>
            </Badge>
          )}
        </div>
        <OrderPanel
          selected={selected}
          onSelect={setSelected}
          onItemAction={onItemAction}
          actionsFor={itemActions}
          onCourseHold={onCourseHold}
          onCourseFire={onCourseFire}
        />
        <OrderActions
          printCheckEnabled={printCheckOn}
          kitchenPrintEnabled={kitchenPrintOn}
          options={
            refundMode
              ? NO_OPTIONS
              : hasItems
                ? context && orderActionsVisible(context.mode, false).move
                  ? ITEMS_OPTIONS_MOVE
                  : ITEMS_OPTIONS
                : EMPTY_ORDER_OPTIONS
          }
          onPrintCheck={onPrintCheck}
          onKitchenPrint={onKitchenPrint}
          onOpenDrawer={onOpenDrawer}
          onOption={onOption}
        />
        <Button
          variant={refund ? 'danger' : 'success'}
          size="lg"
          disabled={!payEnabled}
          onClick={pay}
          aria-keyshortcuts={PAY_SHORTCUT}
          data-layout-primary="order-pay"
          className="w-full shrink-0 font-bold"
        >
          {refund ? t('order.refund') : t('order.pay')}
          {/* The key shown on the button; aria-keyshortcuts tells screen readers, so the name stays "Pay". */}
          <kbd
            aria-hidden="true"
            className="rounded border border-white/60 px-1.5 font-mono text-sm font-semibold max-[786px]:hidden"
          >
            {PAY_SHORTCUT}
          </kbd>
        </Button>
      </section>
      {/* Closed modals are not rendered (each modal's body mounts only while open anyway; decisions §33). */}
      <OrderDialogs
        dialog={dialog}
        onClose={closeDialog}
        presets={presets}
        product={productOf}
        onHeld={onHeld}
        onCancelConfirmed={onCancelConfirmed}
      />
      {receiptLines !== null && <PrintReceiptView isOpen lines={receiptLines} onClose={() => setReceiptLines(null)} />}
      {blocker.state === 'blocked' && (
        <LeaveOrderModal
          isOpen
          onCancelOrder={() => void useOrderEditor.getState().cancel()}
          onHoldOrder={(note) => void useOrderEditor.getState().hold(note)}
          onClose={stay}
        />
      )}
      {dialog?.kind === 'refunded' && (
        <NoticeModal
          isOpen
          title={t('order.refunded')}
          text=""
          onClose={() => {
            setDialog(null);
            void navigate(ROUTES.OrdersList, { replace: true });
          }}
        />
      )}
      {notice?.leave && <OrderDialogsNotice title={notice.title} message={notice.message} onClose={leaveDenied} />}
      {/* issue 17 §4: a stale lock may be taken over with a manager PIN; the order shown follows the server's. */}
      <LockTakeover onLeave={leaveDenied} />
    </div>
  );
}

/** A refusal to open the order ('Restricted Access', completed order): closing it leaves for the order list. */
function OrderDialogsNotice({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return <ErrorModal isOpen title={title} message={message} onClose={onClose} />;
}
