/** The order editor's modals (seed 001 §2 Editor modals): controlled components, each `isOpen` + `onClose`. */
export { QuantityModal, type QuantityModalProps } from './quantity-modal.tsx';
export { PriceAdjustModal, type PriceAdjustModalProps } from './price-adjust-modal.tsx';
export { ItemNoteModal, type ItemNoteModalProps } from './item-note-modal.tsx';
export { DiscountModal, type DiscountModalProps } from './discount-modal.tsx';
export { DiningOptionModal, type DiningOptionModalProps } from './dining-option-modal.tsx';
export { HoldOrderModal, type HoldOrderModalProps } from './hold-order-modal.tsx';
export { LeaveOrderModal, type LeaveOrderModalProps } from './leave-order-modal.tsx';
export { ErrorModal, seedText, type ErrorModalProps } from '../../../ui/error-modal.tsx';
export { ConfirmModal, type ConfirmModalProps } from '../../../ui/confirm-modal.tsx';
export { PinVerifyModal, type PinVerifyModalProps } from '../../../ui/pin-verify-modal.tsx';
export { ModifiersPanel, modifiersAfterChoice, type ModifiersPanelProps } from './modifiers-panel.tsx';
export { ProductNotFoundModal, type ProductNotFoundModalProps } from './product-not-found-modal.tsx';
export { playNotFoundSound } from './not-found-sound.ts';
export { CustomerSelectModal, type CustomerSelectModalProps } from './customer-select-modal.tsx';
export type { OrderCustomer } from '../../../data/repositories/customers.ts';
export { PrintReceiptView, type PrintReceiptViewProps } from './print-receipt-view.tsx';
