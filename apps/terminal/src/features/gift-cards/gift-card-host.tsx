import { useNavigate } from 'react-router';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { useOrdersList } from '../orders/orders-list-store.ts';
import { GiftCardModal } from './gift-card-modal.tsx';
import { useGiftCards } from './gift-card-store.ts';

/** The list's search runs after OrdersList has opened its tab (its mount resets any search). */
const ORDERS_LIST_SETTLE_MS = 300;

/**
 * Mounts the gift card modal once for every screen of the shell (the editor's more options, the checkout's gift card
 * payment type, refunds): whoever opens a session awaits it through the store.
 */
export function GiftCardHost() {
  const symbol = useCurrencySymbol();
  const navigate = useNavigate();
  // seed 002 §2: clicking a history order opens it in OrdersList (found by its number when the device knows it).
  const onOpenOrder = (_orderId: number, number: string | null) => {
    useGiftCards.getState().close();
    void navigate('/orders');
    if (number === null) return;
    setTimeout(() => {
      const list = useOrdersList.getState();
      list.type(number);
      void list.search();
    }, ORDERS_LIST_SETTLE_MS);
  };
  return <GiftCardModal symbol={symbol} onOpenOrder={onOpenOrder} />;
}
