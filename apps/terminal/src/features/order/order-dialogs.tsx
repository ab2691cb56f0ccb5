import type { Discount, OrderItem, Product } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsTimesQuantity,
  thousandthsFromDecimal,
  thousandthsToString,
  type Cents,
} from '@opentill/domain';
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
import { refundQuantityShown } from './order-refund.ts';
import { useOrderEditor } from './order-store.ts';

/** Which editor modal is open (seed 001 §2 Editor modals); item modals name their item. */
export type OrderDialog =
  | { kind: 'quantity' | 'price' | 'itemDiscount' | 'note' | 'remove' | 'modifiers'; item: OrderItem }
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

/** Hosts the editor's modals; each confirmation calls a store action, which saves before the UI shows it. */
export function OrderDialogs({ dialog, onClose, presets, product, onHeld, onCancelConfirmed }: OrderDialogsProps) {
  const { t } = useTranslation();
  const editor = useOrderEditor();
  const item = dialog && 'item' in dialog ? dialog.item : null;
  const is = (kind: OrderDialog['kind']) => dialog?.kind === kind;
  const lineBase = (entry: OrderItem): Cents =>
    centsTimesQuantity(centsFromDecimal(entry.price), thousandthsFromDecimal(entry.quantity));
  const confirmed = (run: () => Promise<unknown>) => () => {
    onClose();
    void run();
  };
  return (
    <>
      <QuantityModal
        isOpen={is('quantity')}
        initial={
          item
            ? thousandthsToString(editor.refund ? refundQuantityShown(item) : thousandthsFromDecimal(item.quantity))
            : undefined
        }
        kiosk={editor.context?.kiosk}
        onConfirm={(quantity) => item && confirmed(() => editor.setQuantity(item.local_id, quantity))()}
        onClose={onClose}
      />
      <PriceAdjustModal
        isOpen={is('price')}
        price={item ? centsFromDecimal(item.price) : (0 as Cents)}
        hasTaxRates={(item?.tax_rates?.length ?? 0) > 0}
        taxed={item?.tax_status !== 1}
        onConfirm={(value) => item && confirmed(() => editor.setPrice(item.local_id, value))()}
        onClose={onClose}
      />
      <ItemNoteModal
        isOpen={is('note')}
        note={item?.notes ?? ''}
        onConfirm={(note) => item && confirmed(() => editor.setNote(item.local_id, note))()}
        onClose={onClose}
      />
      <DiscountModal
        isOpen={is('itemDiscount')}
        target="item"
        base={item ? lineBase(item) : (0 as Cents)}
        presets={presets}
        onConfirm={(entry) => item && confirmed(() => editor.setItemDiscount(item.local_id, entry))()}
        onClose={onClose}
      />
      <DiscountModal
        isOpen={is('orderDiscount')}
        target="order"
        base={centsFromDecimal(editor.order?.subtotal ?? 0)}
        presets={presets}
        onConfirm={(entry) => confirmed(() => editor.setOrderDiscount(entry))()}
        onClose={onClose}
      />
      <DiningOptionModal
        isOpen={is('dining')}
        options={editor.context?.diningOptions ?? []}
        selectedId={editor.order?.dining_option_type ?? null}
        onConfirm={(option) => confirmed(() => editor.setDiningOption(option))()}
        onClose={onClose}
      />
      <HoldOrderModal
        isOpen={is('hold')}
        onConfirm={(note) => {
          onClose();
          onHeld(note);
        }}
        onClose={onClose}
      />
      <ConfirmModal
        isOpen={is('remove')}
        message={t('order.removeConfirm')}
        onConfirm={() => item && confirmed(() => editor.removeItem(item.local_id))()}
        onClose={onClose}
      />
      <ConfirmModal
        isOpen={is('cancel')}
        message={t('order.cancelConfirm')}
        onConfirm={() => {
          onClose();
          onCancelConfirmed();
        }}
        onClose={onClose}
      />
      <ProductNotFoundModal
        isOpen={is('notFound')}
        productId={dialog?.kind === 'notFound' ? dialog.code : null}
        onClose={onClose}
      />
      {item && is('modifiers') && product(item) && (
        <ModifiersPanel
          isOpen
          product={product(item)!}
          selected={item.modifiers}
          onConfirm={(modifiers) => confirmed(() => editor.setModifiers(item.local_id, modifiers))()}
          onClose={onClose}
        />
      )}
      <CustomerSelectModal
        isOpen={is('customer')}
        selected={editor.order?.customer ?? null}
        onSelect={(customer) => confirmed(() => editor.setCustomer(customer))()}
        onClose={onClose}
      />
      <ErrorModal
        isOpen={is('message')}
        title={dialog?.kind === 'message' ? dialog.title : undefined}
        message={dialog?.kind === 'message' ? dialog.message : undefined}
        onClose={onClose}
      />
      {/* seed 001 §6: a protected action waits for a Manager or Owner PIN. */}
      <PinVerifyModal
        isOpen={editor.pinPending}
        onVerified={() => void editor.pinVerified()}
        onClose={editor.pinCancelled}
      />
      <ErrorModal
        isOpen={editor.notice !== null && !editor.notice.leave}
        title={editor.notice?.title}
        message={editor.notice?.message}
        onClose={editor.noticeClose}
      />
    </>
  );
}
