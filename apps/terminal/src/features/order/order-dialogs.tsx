import type { Discount, OrderItem, Product } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsTimesQuantity,
  thousandthsFromDecimal,
  thousandthsToString,
  type Cents,
} from '@opentill/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmModal,
  CustomerSelectModal,
  DiningOptionModal,
  DiscountModal,
  ErrorModal,
  HoldOrderModal,
  ItemNoteModal,
  ModifiersPanel,
  PinVerifyModal,
  PriceAdjustModal,
  ProductNotFoundModal,
  QuantityModal,
} from './modals/index.ts';
import { scaleWeight, terminalHasScale } from '../../devices/printing/scale-client.ts';
import { itemSeatCourseSet } from '../courses/course-actions.ts';
import { SeatCourseModal } from '../courses/seat-course-modal.tsx';
import { modifiersCancelled } from './modifiers-cancel.ts';
import { refundQuantityShown } from './order-refund.ts';
import { useOrderEditor } from './order-store.ts';

/** Which editor modal is open (seed 001 §2 Editor modals); item modals name their item. */
export type OrderDialog =
  | { kind: 'quantity' | 'price' | 'itemDiscount' | 'note' | 'remove' | 'modifiers' | 'seatCourse'; item: OrderItem }
  | { kind: 'orderDiscount' | 'dining' | 'hold' | 'cancel' | 'customer' }
  | { kind: 'notFound'; code: string }
  | { kind: 'refunded' }
  | { kind: 'message'; title: string; message: string };

interface OrderDialogsProps {
  dialog: OrderDialog | null;
  onClose: () => void;
  presets: Discount[];
  product: (item: OrderItem) => Product | undefined;
  onHeld: (note: string) => void;
  onCancelConfirmed: () => void;
}

/**
 * Hosts the editor's modals; each confirmation calls a store action, which saves before the UI shows it. Issue 13's
 * 4x slowdown bench (docs/decisions.md §33): memoised, and a closed dialog is not rendered at all (each modal's body
 * is mounted only while open anyway), so an add or a keystroke does not re-render a dozen closed react-aria modals.
 * Only the open one reads the whole editor store; the PIN and notice modals follow just their own flags.
 */
export const OrderDialogs = memo(function OrderDialogs(props: OrderDialogsProps) {
  const pinPending = useOrderEditor((state) => state.pinPending);
  const notice = useOrderEditor((state) => state.notice);
  return (
    <>
      {props.dialog && <OpenDialog {...props} dialog={props.dialog} />}
      {/* seed 001 §6: a protected action waits for a Manager or Owner PIN. */}
      {pinPending && (
        <PinVerifyModal
          isOpen
          onVerified={() => void useOrderEditor.getState().pinVerified()}
          onClose={useOrderEditor.getState().pinCancelled}
        />
      )}
      {notice !== null && !notice.leave && (
        <ErrorModal
          isOpen
          title={notice.title}
          message={notice.message}
          onClose={useOrderEditor.getState().noticeClose}
        />
      )}
    </>
  );
});

/** The one open editor modal. */
function OpenDialog({
  dialog,
  onClose,
  presets,
  product,
  onHeld,
  onCancelConfirmed,
}: OrderDialogsProps & { dialog: OrderDialog }) {
  const { t } = useTranslation();
  const editor = useOrderEditor();
  const item = 'item' in dialog ? dialog.item : null;
  const lineBase = (entry: OrderItem): Cents =>
    centsTimesQuantity(centsFromDecimal(entry.price), thousandthsFromDecimal(entry.quantity));
  const confirmed = (run: () => Promise<unknown>) => () => {
    onClose();
    void run();
  };
  switch (dialog.kind) {
    case 'quantity':
      return (
        <QuantityModal
          isOpen
          initial={
            item
              ? thousandthsToString(editor.refund ? refundQuantityShown(item) : thousandthsFromDecimal(item.quantity))
              : undefined
          }
          kiosk={editor.context?.kiosk}
          getWeight={!editor.context?.kiosk && terminalHasScale() ? scaleWeight : undefined}
          onConfirm={(quantity) => item && confirmed(() => editor.setQuantity(item.local_id, quantity))()}
          onClose={onClose}
        />
      );
    case 'price':
      return (
        <PriceAdjustModal
          isOpen
          price={item ? centsFromDecimal(item.price) : (0 as Cents)}
          hasTaxRates={(item?.tax_rates?.length ?? 0) > 0}
          taxed={item?.tax_status !== 1}
          onConfirm={(value) => item && confirmed(() => editor.setPrice(item.local_id, value))()}
          onClose={onClose}
        />
      );
    case 'note':
      return (
        <ItemNoteModal
          isOpen
          note={item?.notes ?? ''}
          onConfirm={(note) => item && confirmed(() => editor.setNote(item.local_id, note))()}
          onClose={onClose}
        />
      );
    case 'seatCourse':
      return item ? (
        <SeatCourseModal
          item={item}
          onConfirm={(seat, course) => confirmed(() => itemSeatCourseSet(item.local_id, seat, course))()}
          onClose={onClose}
        />
      ) : null;
    case 'itemDiscount':
      return (
        <DiscountModal
          isOpen
          target="item"
          base={item ? lineBase(item) : (0 as Cents)}
          presets={presets}
          onConfirm={(entry) => item && confirmed(() => editor.setItemDiscount(item.local_id, entry))()}
          onClose={onClose}
        />
      );
    case 'orderDiscount':
      return (
        <DiscountModal
          isOpen
          target="order"
          base={centsFromDecimal(editor.order?.subtotal ?? 0)}
          presets={presets}
          onConfirm={(entry) => confirmed(() => editor.setOrderDiscount(entry))()}
          onClose={onClose}
        />
      );
    case 'dining':
      return (
        <DiningOptionModal
          isOpen
          options={editor.context?.diningOptions ?? []}
          selectedId={editor.order?.dining_option_type ?? null}
          onConfirm={(option) => confirmed(() => editor.setDiningOption(option))()}
          onClose={onClose}
        />
      );
    case 'hold':
      return (
        <HoldOrderModal
          isOpen
          onConfirm={(note) => {
            onClose();
            onHeld(note);
          }}
          onClose={onClose}
        />
      );
    case 'remove':
      return (
        <ConfirmModal
          isOpen
          message={t('order.removeConfirm')}
          onConfirm={() => item && confirmed(() => editor.removeItem(item.local_id))()}
          onClose={onClose}
        />
      );
    case 'cancel':
      return (
        <ConfirmModal
          isOpen
          message={t('order.cancelConfirm')}
          onConfirm={() => {
            onClose();
            onCancelConfirmed();
          }}
          onClose={onClose}
        />
      );
    case 'notFound':
      return <ProductNotFoundModal isOpen productId={dialog.code} onClose={onClose} />;
    case 'modifiers': {
      const itemProduct = item ? product(item) : undefined;
      if (!item || !itemProduct) return null;
      return (
        <ModifiersPanel
          isOpen
          product={itemProduct}
          selected={item.modifiers}
          onConfirm={(modifiers) => confirmed(() => editor.setModifiers(item.local_id, modifiers))()}
          onClose={confirmed(() => modifiersCancelled(useOrderEditor.getState(), item.local_id, itemProduct))}
        />
      );
    }
    case 'customer':
      return (
        <CustomerSelectModal
          isOpen
          selected={editor.order?.customer ?? null}
          onSelect={(customer) => confirmed(() => editor.setCustomer(customer))()}
          onClose={onClose}
        />
      );
    case 'message':
      return <ErrorModal isOpen title={dialog.title} message={dialog.message} onClose={onClose} />;
    case 'refunded':
      // Shown by the screen (its close leaves for the order list).
      return null;
  }
}
