/**
 * The order editor's state and actions (seed 001 §4). Every change goes through `show`: totals recomputed by the
 * domain, the order shown at once (the same frame as the tap or scan, issue 7's budget) and written to IndexedDB
 * once the inputs pause (orderAsSaved marks it for upload). Writes run one after another in the order the changes were made;
 * whatever leaves the editor (checkout, hold, cancel, leaving) first waits for them (`orderEditorWritesSettled`),
 * and a write that fails brings back the order as stored, with an error (docs/decisions.md §31, §45).
 */
import i18next from 'i18next';
import { orderGiftCardsRelease } from '../gift-cards/gift-card-release.ts';
import type { ItemModifier, OrderItem, Product } from '@opentill/contracts';
import {
  ORDER_STATUS,
  orderAccess,
  orderCancel,
  orderEditorAccess,
  orderHold,
  orderStatusIsFinal,
  protectedActionDecision,
  terminalSetting,
  type Cents,
  type DiscountEntry,
  type DomainError,
  type ProtectedAction,
  type Thousandths,
} from '@opentill/domain';
import { create } from 'zustand';
import { catalogLoad } from '../../data/catalog/catalog.ts';
import type { OrderCustomer } from '../../data/repositories/customers.ts';
import {
  orderAsSaved,
  orderByRouteId,
  orderLocalIdNext,
  orderSave,
  orderWrite,
  type OrderRecord,
} from '../../data/repositories/orders.ts';
import { StorageFullError } from '../../data/save.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import {
  itemFromProduct,
  orderAddItem,
  orderNew,
  orderRecomputeWithTotals,
  orderRemoveItem,
  orderSetDiscount,
  orderSetItemDiscount,
  orderSetModifiers,
  orderSetNote,
  orderSetPrice,
  orderSetQuantity,
  productCanBeAdded,
  type BuildContext,
  type OrderDiningOption,
} from './order-build.ts';
import { orderTotalsKeep } from './order-figures.ts';
import { writeQueueCreate } from './order-write-queue.ts';
import { orderWriteTiming } from './order-write-timing.ts';
import { editorContextLoad, terminalName, type EditorContext } from './order-context.ts';
import {
  LOCK_REFUSED_TITLE,
  lockedElsewhere,
  lockRefusedMessage,
  orderLockRelease,
  orderLockTake,
  useLockTakeover,
} from './order-lock.ts';
import { kitchenCancelled, kitchenItemCanceled } from '../kitchen/kitchen-send.ts';
import { refundHasReturns } from '../refund/refund-build.ts';
import { refundBaseLoad, refundRechecked, refundSetQuantity, type RefundBase } from './order-refund.ts';

/** The customer as an order embeds it (seed 001 §3 Order.customer); a local id until the customer is uploaded. */
export type { OrderCustomer };

/** What opening a route id led to; the screen routes on it. */
export type OpenOutcome = 'ready' | 'shift' | 'not_found' | 'denied' | 'no_terminal';

export interface OrderEditorState {
  routeId: string | null;
  order: OrderRecord | null;
  context: EditorContext | null;
  status: 'idle' | 'loading' | 'ready';
  /** A refusal to show (Restricted Access, completed order, Value error...). `leave` says the editor must be left on close. */
  notice: (DomainError & { leave?: boolean }) | null;
  /** A protected action waits for a manager or owner PIN (seed 001 §6). */
  pinPending: boolean;
  /** Set when the order was opened as a refund draft (/orders/{localId}?refund=1). */
  refund: boolean;
  /** In refund mode: the original order and what is still refundable of each line (caps the quantities). */
  refundBase: RefundBase | null;
  /** The table a new order is opened on (the route's tableID, seed 001 §2); the order carries it from its first item. */
  table: number | null;
}

export interface OrderEditorActions {
  open: (
    routeId: string,
    options?: { refund?: boolean; table?: number | null; localIdHint?: string | undefined },
  ) => Promise<OpenOutcome>;
  /** Shows the product's line at once; resolves once it is written to IndexedDB. */
  addProduct: (product: Product, price?: Cents) => Promise<void>;
  /** Adds a line built elsewhere as its own line (a gift card top-up, docs/decisions.md §25); creates the order if needed. */
  addLine: (
    build: (localId: string, context: { terminalId: number | null; employeeId: number | null; now: Date }) => OrderItem,
  ) => Promise<void>;
  setQuantity: (itemLocalId: string, quantity: Thousandths) => Promise<void>;
  removeItem: (itemLocalId: string) => Promise<void>;
  setItemDiscount: (itemLocalId: string, entry: DiscountEntry) => Promise<void>;
  setOrderDiscount: (entry: DiscountEntry) => Promise<void>;
  setPrice: (itemLocalId: string, value: { price: Cents; taxed: boolean }) => Promise<void>;
  setNote: (itemLocalId: string, note: string) => Promise<void>;
  setModifiers: (itemLocalId: string, modifiers: ItemModifier[]) => Promise<void>;
  setCustomer: (customer: OrderCustomer | null) => Promise<void>;
  setDiningOption: (option: OrderDiningOption) => Promise<void>;
  /** Applies kitchen print results (seed 001 §4: flags cleared, sent unless the reason keeps them unsent). */
  applyOrder: (change: (order: OrderRecord) => OrderRecord) => Promise<void>;
  /** seed 001 §4 Hold; false when ignored (no order yet). */
  hold: (note: string) => Promise<boolean>;
  /** seed 001 §4 Cancel (protected); resolves true once cancelled, false when refused or waiting for a PIN. */
  cancel: () => Promise<boolean>;
  /** Leaving the editor: releases the lock (unless going to checkout), saves and requests a sync (seed 001 §4). */
  leave: (toCheckout: boolean) => Promise<void>;
  /** After a refund attempt: the returns it made (kept on the stored draft) come onto the order shown. */
  refundReturnsReload: () => Promise<void>;
  /** The server id arrived (sync): the in-memory order takes it, so the route can show it. */
  serverIdSeen: (id: number, number?: number | null) => void;
  guard: (
    action: ProtectedAction,
    run: () => Promise<unknown>,
    options?: { productAllowsPriceAdjust?: boolean; sentToKitchen?: boolean },
  ) => Promise<boolean>;
  pinVerified: () => Promise<void>;
  pinCancelled: () => void;
  noticeClose: () => void;
  reset: () => void;
}

const initial: OrderEditorState = {
  routeId: null,
  order: null,
  context: null,
  status: 'idle',
  notice: null,
  pinPending: false,
  refund: false,
  refundBase: null,
  table: null,
};

/** Set each time an editor change has been committed to IndexedDB (it was shown just before the write started). */
export const ORDER_SAVED_MARK = 'opentill:order-saved';

/** Test seam: the clock and the sync request. */
export const orderEditorDeps = {
  now: () => new Date(),
  sync: () => {
    void syncRequest().catch(() => undefined);
  },
};

/**
 * The editor's IndexedDB writes, in the order the changes were made; a shown change waits for the inputs to pause
 * (order-write-queue.ts, docs/decisions.md §45).
 */
const writeQueue = writeQueueCreate<OrderRecord>(
  (record) => orderWrite(record),
  (a, b) => a.local_id === b.local_id,
  () => orderWriteTiming,
);
/** Runs `work` after every write queued so far (and before any queued later). */
const afterWrites = writeQueue.after;
if (typeof addEventListener === 'function') {
  // A page being hidden or closed writes what is shown now: its timers may never fire.
  addEventListener('pagehide', writeQueue.flush);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeQueue.flush();
  });
}

/** Resolves once every change shown by the editor is in IndexedDB (checkout and routing read it from there). */
export function orderEditorWritesSettled(): Promise<void> {
  return afterWrites(() => Promise.resolve());
}

/** A verified PIN applies to one protected action, then resets (seed 001 §6). */
let verified = false;
let pendingRun: (() => Promise<unknown>) | null = null;

export const useOrderEditor = create<OrderEditorState & OrderEditorActions>()((set, get) => {
  /**
   * A write failed (storage full, the database closed): the editor shows the order as stored once the writes queued
   * before this point are done, so what is on screen is what is kept, and says why.
   */
  const writeFailed = (localId: string, error: unknown) => {
    void afterWrites(async () => {
      const stored = await orderByRouteId(localId).catch(() => null);
      if (get().order?.local_id !== localId) return;
      const message = i18next.t(error instanceof StorageFullError ? 'errors.storageFull' : 'errors.orderNotSaved');
      set({ order: stored, notice: { title: 'Error', message } });
    });
  };

  /**
   * Shows the changed order now and writes it once the inputs pause (in order, after earlier writes). Resolves true
   * once written, false when the write failed (the stored order is then shown again, with an error).
   */
  const show = (order: OrderRecord): Promise<boolean> => {
    const context = get().context;
    if (!context) return Promise.resolve(false);
    const computed = orderRecomputeWithTotals(order, context.totals);
    const record = orderAsSaved(computed.order, orderEditorDeps.now());
    // The panel and the customer display read these totals (order-figures.ts) instead of computing the order again.
    orderTotalsKeep(record, context.totals, computed.totals);
    set({ order: record });
    return writeQueue.later(record).then(
      () => {
        // bench/editor-add reports when the shown change reached IndexedDB by this mark.
        if (typeof performance.mark === 'function') performance.mark(ORDER_SAVED_MARK);
        return true;
      },
      (error: unknown) => {
        writeFailed(record.local_id, error);
        return false;
      },
    );
  };

  /**
   * Adds a line to the current order, creating the order on the first item (seed 001 §4); nothing in a refund draft
   * (a refund returns sold lines only). No await before `show`: the line is on screen in the frame of the tap or scan.
   */
  const addTo = async (add: (order: OrderRecord, ids: BuildContext, localId: string) => OrderRecord): Promise<void> => {
    const { context, refund } = get();
    if (!context || refund) return;
    const now = orderEditorDeps.now();
    const ids = { terminalId: context.terminalId, employeeId: context.employee?.id ?? null, now };
    const order =
      get().order ??
      orderNew(orderLocalIdNext(context.terminalId, now), ids, {
        diningOption: context.defaultDining,
        table: get().table,
      });
    if (orderStatusIsFinal(order.status)) return;
    await show(add(order, ids, orderLocalIdNext(context.terminalId, now)));
  };

  /** Changes the current order (nothing when there is none or it is final); resolves once written. */
  const change = async (edit: (order: OrderRecord, context: EditorContext) => OrderRecord | null): Promise<void> => {
    const { order, context, refund } = get();
    if (!order || !context || orderStatusIsFinal(order.status)) return;
    // Money already went back for this refund as it stands: changing it would return a different amount than was made.
    if (refund && refundHasReturns(order)) {
      set({ notice: { title: 'Error', message: i18next.t('errors.refundReturnsMade') } });
      return;
    }
    const next = edit(order, context);
    if (next) await show(next);
  };

  const itemOf = (itemLocalId: string): OrderItem | undefined =>
    get().order?.items.find((item) => item.local_id === itemLocalId);

  return {
    ...initial,

    open: async (routeId, options = {}) => {
      set({ ...initial, routeId, status: 'loading', refund: options.refund === true, table: options.table ?? null });
      verified = false;
      pendingRun = null;
      const context = await editorContextLoad();
      if (!context) return 'no_terminal';
      // seed 001 §4: an open shift is required, except in kiosk mode.
      if (!context.kiosk && !context.shiftOpen) return 'shift';
      set({ context });
      if (routeId === 'new') {
        set({ status: 'ready', order: null });
        return 'ready';
      }
      const found = await orderByRouteId(routeId, undefined, options.localIdHint);
      if (!found) return 'not_found';
      const editable = orderEditorAccess(found.status);
      // issue 17 §4: another terminal's lock is the server's to decide (order-lock.ts); the other rules stay here.
      const elsewhere = lockedElsewhere(found.locked_by, context.terminalId) !== null;
      const access = editable.ok
        ? orderAccess({
            order: elsewhere ? { ...found, locked_by: null } : found,
            employee: context.employee ? { id: context.employee.id, role: context.employee.role } : null,
            terminalId: context.terminalId,
            kiosk: context.kiosk,
            allowAllEmployeeOrders: terminalSetting(context.terminal.db_settings, 'allow_all_employee_orders'),
            lockingTerminalName: terminalName(context, found.locked_by),
          })
        : editable;
      if (!access.ok) {
        set({ status: 'ready', notice: { ...access.error, leave: true } });
        return 'denied';
      }
      if (!orderStatusIsFinal(found.status) && options.refund !== true) {
        const lock = await orderLockTake(found, context.terminalId, (id) => terminalName(context, id));
        if (lock.kind === 'refused') {
          if (lock.stale) {
            useLockTakeover.setState({
              stale: { routeId, localId: found.local_id, lockedBy: lock.lockedBy, name: lock.name },
            });
            set({ status: 'ready' });
          } else {
            const message = lockRefusedMessage(lock.lockedBy, lock.name);
            set({ status: 'ready', notice: { title: LOCK_REFUSED_TITLE, message, leave: true } });
          }
          return 'denied';
        }
      }
      // seed 001 §4: opening an existing order locks it to this terminal.
      const order =
        String(found.locked_by ?? '') === String(context.terminalId)
          ? found
          : await afterWrites(() => orderSave({ ...found, locked_by: context.terminalId }, orderEditorDeps.now()));
      const refundBase = options.refund === true ? await refundBaseLoad(order) : null;
      set({ order, status: 'ready', refundBase });
      return 'ready';
    },

    addProduct: async (product, price) => {
      if (!productCanBeAdded(product)) return;
      await addTo((order, ids, localId) => orderAddItem(order, itemFromProduct(product, localId, ids, price)));
    },

    addLine: (build) => addTo((order, ids, localId) => ({ ...order, items: [...order.items, build(localId, ids)] })),

    setQuantity: async (itemLocalId, quantity) => {
      const item = itemOf(itemLocalId);
      if (!item || quantity === 0) return;
      const { refundBase } = get();
      if (refundBase) {
        // Refund mode: the number returned, capped at what is still refundable of the sold line.
        await get().guard('quantity_change', () =>
          change((order, context) => refundSetQuantity(order, itemLocalId, quantity, refundBase, context.totals)),
        );
        return;
      }
      await get().guard(
        'quantity_change',
        () =>
          change((order, context) =>
            orderSetQuantity(
              order,
              itemLocalId,
              quantity,
              orderLocalIdNext(context.terminalId, orderEditorDeps.now()),
              orderEditorDeps.now(),
            ),
          ),
        { sentToKitchen: item.sent_to_kitchen === true },
      );
    },

    removeItem: async (itemLocalId) => {
      await get().guard('remove_item', () =>
        change((order, context) => {
          const removed = orderRemoveItem(order, itemLocalId, orderEditorDeps.now());
          const { refundBase } = get();
          return refundBase ? refundRechecked(removed, refundBase, context.totals) : removed;
        }),
      );
      // issue 17 §6: an item already sent prints under 'item canceled' at once (features/kitchen/kitchen-send.ts).
      if (!get().refundBase)
        void kitchenItemCanceled(
          {
            order: () => get().order,
            applyOrder: (edit) => get().applyOrder(edit),
            notice: (notice) => set({ notice }),
          },
          itemLocalId,
        ).catch((error: unknown) => console.error('Kitchen cancel ticket failed', error));
    },

    setItemDiscount: async (itemLocalId, entry) => {
      await get().guard('item_discount', () =>
        change((order, context) => {
          const result = orderSetItemDiscount(order, itemLocalId, entry, context.totals);
          if (result.ok) return result.value;
          set({ notice: result.error });
          return null;
        }),
      );
    },

    setOrderDiscount: async (entry) => {
      await get().guard('order_discount', () =>
        change((order, context) => {
          const result = orderSetDiscount(order, entry, context.totals);
          if (result.ok) return result.value;
          set({ notice: result.error });
          return null;
        }),
      );
    },

    setPrice: async (itemLocalId, value) => {
      const item = itemOf(itemLocalId);
      const product = typeof item?.product === 'number' ? item.product : null;
      const allows = product !== null && (await catalogLoad()).byId.get(product)?.price_adjust === true;
      await get().guard(
        'price_adjust',
        () => change((order, context) => orderSetPrice(order, itemLocalId, value.price, value.taxed, context.totals)),
        {
          productAllowsPriceAdjust: allows,
        },
      );
    },

    setNote: (itemLocalId, note) => change((order) => orderSetNote(order, itemLocalId, note)),
    setModifiers: (itemLocalId, modifiers) => change((order) => orderSetModifiers(order, itemLocalId, modifiers)),
    // The sync swaps a local customer id for the server's before the order is uploaded (seed 000 §4 Sync).
    setCustomer: (customer) => change((order) => ({ ...order, customer: customer as OrderRecord['customer'] })),
    setDiningOption: (option) =>
      change((order) => ({
        ...order,
        dining_option_type: option.id,
        dining_option: { id: option.id, name: option.name },
      })),
    applyOrder: (edit) => change((order) => edit(order)),

    hold: async (note) => {
      const { order } = get();
      if (!order) return false;
      // seed 001 §4: hold is ignored for a new order with no id; an order saved on this device has its local id.
      const held = orderHold({ ...order, id: order.id ?? order.local_id }, orderEditorDeps.now().toISOString(), note);
      if (!held) return false;
      const saved = await show({ ...held, id: order.id });
      if (saved) orderEditorDeps.sync();
      return saved;
    },

    cancel: async () => {
      let done = false;
      await get().guard('cancel_order', async () => {
        const { order, context } = get();
        if (!order || !context || !orderCancel(order, orderEditorDeps.now().toISOString(), context.terminalId)) return;
        // seed 001 §4 Cancel releases gift cards; if a card cannot be credited back the order stays as it was.
        const refused = await orderGiftCardsRelease(order);
        if (refused) return set({ notice: refused });
        // Cancelled as it is now: a tap may have changed it while the gift cards were being credited back.
        const current = get().order;
        const cancelled = current && orderCancel(current, orderEditorDeps.now().toISOString(), context.terminalId);
        if (!cancelled || !(await show(cancelled))) return;
        orderEditorDeps.sync();
        done = true;
        // seed 001 §4 reason 'order cancelled': the kitchen is told of the items it had.
        kitchenCancelled(cancelled);
      });
      return done;
    },

    leave: (toCheckout) => {
      // The state is cleared now (the next screen may open another order at once); the release waits for the
      // writes still queued and reads the order as last saved.
      const left = get().order;
      set({ ...initial });
      return afterWrites(async () => {
        if (!left || toCheckout) return;
        const order = await orderByRouteId(left.local_id);
        if (!order || order.status === ORDER_STATUS.CANCELLED) return;
        if (!orderStatusIsFinal(order.status) && order.locked_by !== null && order.locked_by !== undefined) {
          // The server releases only a lock this terminal holds (issue 17 §4); the upload of the order follows.
          orderLockRelease(order.local_id);
          await orderSave({ ...order, locked_by: null }, orderEditorDeps.now());
        }
        orderEditorDeps.sync();
      });
    },

    serverIdSeen: (id, number) => {
      const order = get().order;
      if (order && order.id !== id) set({ order: { ...order, id, number: number ?? order.number } });
    },

    guard: async (action, run, options = {}) => {
      const { context } = get();
      if (!context) return false;
      const decision = protectedActionDecision(action, {
        role: context.employee?.role ?? null,
        kiosk: context.kiosk,
        verified,
        ...options,
      });
      if (decision.kind === 'ignore') return false;
      if (decision.kind === 'pin') {
        pendingRun = run;
        set({ pinPending: true });
        return false;
      }
      if (decision.consumesVerification) verified = false;
      await run();
      return true;
    },

    pinVerified: async () => {
      const run = pendingRun;
      pendingRun = null;
      set({ pinPending: false });
      // The verification is used by the action that asked for it (seed 001 §6: applies once, then resets).
      verified = false;
      if (run) await run();
    },

    pinCancelled: () => {
      pendingRun = null;
      set({ pinPending: false });
    },

    refundReturnsReload: async () => {
      const localId = get().order?.local_id;
      if (!localId) return;
      // Once the editor's own writes are in, the stored draft is the one shown plus the returns.
      await orderEditorWritesSettled();
      const stored = await orderByRouteId(localId);
      if (stored && get().order?.local_id === localId) set({ order: stored });
    },

    noticeClose: () => set({ notice: null }),
    reset: () => {
      verified = false;
      pendingRun = null;
      set({ ...initial });
    },
  };
});
