import { orderNumberShown } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { Button } from '../../ui/button.tsx';
import { orderDisplayId } from '../orders/order-view.ts';
import { refundDisabled } from '../orders/orders-list-store.ts';
import { useOnlineOrders } from './online-orders-store.ts';
import { onlineOrderActions } from './online-orders-view.ts';

/**
 * The selected order's actions (seed 002 §2): Pending offers Approve and Reject; Payment Pending Pay; Completed
 * Refund (disabled and labelled Fully Refunded when fully refunded, not saved on the server, only gift cards, or
 * loading); Open or Hold Edit.
 */
export function OnlineOrderActionsBar({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useOnlineOrders();
  const offers = onlineOrderActions(order);
  const id = orderNumberShown(order) ?? '';
  const routeId = orderDisplayId(order);
  const refundBlocked = refundDisabled({
    selected: order,
    selectedFullyRefunded: state.selectedFullyRefunded,
    selectedLoading: state.selectedLoading,
    refundStarting: state.busy,
  });
  return (
    <>
      {offers.approve && (
        <Button
          variant="success"
          busy={state.busy}
          aria-label={t('onlineOrders.approveOf', { id })}
          onClick={() => void state.approve(order)}
        >
          {t('onlineOrders.approve')}
        </Button>
      )}
      {offers.reject && (
        <Button
          variant="danger"
          disabled={state.busy}
          aria-label={t('onlineOrders.rejectOf', { id })}
          onClick={() => state.rejectAsk(order)}
        >
          {t('onlineOrders.reject')}
        </Button>
      )}
      {offers.pay && (
        <Button variant="primary" onClick={() => void navigate(`/orders/${routeId}/checkout`)}>
          {t('onlineOrders.pay')}
        </Button>
      )}
      {offers.refund && (
        <Button
          variant="danger"
          disabled={refundBlocked}
          onClick={() =>
            void state.refundStart(order).then((route) => {
              if (route) void navigate(route);
            })
          }
        >
          {state.selectedFullyRefunded ? t('onlineOrders.fullyRefunded') : t('onlineOrders.refund')}
        </Button>
      )}
      {offers.edit && <Button onClick={() => void navigate(`/orders/${routeId}`)}>{t('onlineOrders.edit')}</Button>}
    </>
  );
}
