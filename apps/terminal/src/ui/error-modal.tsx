import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NoticeModal } from './notice-modal.tsx';

/**
 * The seeds' error titles and messages (seed 001 §8, seed 002 §8) as domain rules and payment modules return
 * them, in English, mapped to their translation keys. Unknown texts are shown as they are.
 */
const SEED_TEXTS: Record<string, string> = {
  'Unknown error...': 'unknownError',
  'Please, contact support': 'contactSupport',
  'Payment Error': 'paymentError',
  Unsuccessful: 'unsuccessful',
  'Value error': 'valueError',
  'Discount amount is more than the value requested': 'discountTooLarge',
  'Discount is bigger than the total value': 'discountBiggerThanTotal',
  Error: 'error',
  Modifiers: 'modifiers',
  'Product not found': 'productNotFound',
  'Order you are trying to open is completed': 'orderCompleted',
  'You can edit only Open orders...': 'editOnlyOpen',
  'Restricted Access': 'restrictedAccess',
  'Only the user that created the order and or Manager / Owner can access this order': 'onlyCreator',
  'Payment type is not found': 'paymentTypeNotFound',
  'Payment type is not available at current terminal': 'paymentTypeUnavailable',
  'Can not refund, contact administrator': 'cannotRefund',
  'Order not found': 'orderNotFound',
  'Order has been refunded': 'orderRefunded',
  'Payment declined, please select or swipe another card': 'paymentDeclined',
  'Transaction Canceled': 'transactionCanceled',
  'Connection Error': 'connectionError',
  'Unknown Error': 'unknownErrorShort',
  'Error reading card': 'errorReadingCard',
  'Payment update error': 'paymentUpdateError',
  'Something went wrong!': 'somethingWrong',
  'Network error': 'networkError',
  'Printing failed': 'printingFailed',
  'Wrong pin, try again': 'wrongPin',
  'Error Loading Customers': 'customersLoadTitle',
  'Failed to load customers. Please try again.': 'customersLoadMessage',
};

/** The translation of a seed error text; other texts (e.g. a card terminal's own answer) unchanged. */
export function seedText(t: TFunction, text: string): string {
  const key = SEED_TEXTS[text];
  return key === undefined ? text : t(`orderModals.seed.${key}`);
}

/** seed 001 §8: the Retry button shows only on a 'Payment Error'. */
export const PAYMENT_ERROR_TITLE = 'Payment Error';

export interface ErrorModalProps {
  isOpen: boolean;
  /** English seed title or an already translated text; default 'Unknown error...'. */
  title?: string;
  /** English seed message or an already translated text; default 'Please, contact support'. */
  message?: string;
  onClose: () => void;
  /** Re-runs the last payment type; offered only when the title is 'Payment Error'. */
  onRetry?: () => void;
}

/** seed 001 §8 "The generic error popup has a title, info and Close button; Retry on 'Payment Error'". */
export function ErrorModal({ isOpen, title, message, onClose, onRetry }: ErrorModalProps) {
  const { t } = useTranslation();
  const shownTitle = title ? seedText(t, title) : t('orderModals.seed.unknownError');
  const shownMessage = message ? seedText(t, message) : t('orderModals.seed.contactSupport');
  const retry =
    onRetry !== undefined && (title === PAYMENT_ERROR_TITLE || title === t('orderModals.seed.paymentError'));
  return (
    <NoticeModal
      isOpen={isOpen}
      title={shownTitle}
      text={shownMessage}
      onClose={onClose}
      tone="error"
      {...(retry ? { action: { label: t('common.retry'), onPress: onRetry } } : {})}
    />
  );
}
