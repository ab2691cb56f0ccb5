import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtime } from '../data/realtime.ts';
import { Button } from '../ui/button.tsx';
import { Modal, ModalActions } from '../ui/modal.tsx';
import { ROUTES } from './routes.ts';

/**
 * seed 000 §2.4 item 3: the curbside pickup modal, opened by curbsideorder-pickup-event (§4): the order id, car model
 * and colour, parking number, and that the customer is outside to pick up the order.
 */
export function CurbsideModal() {
  const { t } = useTranslation();
  const curbside = useRealtime((s) => s.curbside);
  const close = useRealtime((s) => s.closeCurbside);
  return (
    <Modal isOpen={curbside !== null} onClose={close} title={t('realtime.curbsideTitle')}>
      {curbside && (
        <div className="flex flex-col gap-2">
          <p>{t('realtime.curbsideText', { order: curbside.order_id })}</p>
          <p>{t('realtime.curbsideCar', { model: curbside.car_model, color: curbside.car_color })}</p>
          <p className="font-semibold">{t('realtime.curbsideParking', { parking: curbside.parking_number })}</p>
        </div>
      )}
      <ModalActions>
        <Button variant="primary" onClick={close}>
          {t('common.close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/** seed 000 §2.4 item 5: 'New Order Received', Later hides it, Yes goes to the online orders page. */
export function NewOrderModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useRealtime((s) => s.newOrderPrompt);
  const close = useRealtime((s) => s.closeNewOrder);
  const yes = () => {
    close();
    void navigate(ROUTES.OnlineOrder);
  };
  return (
    <Modal isOpen={open} onClose={close} title={t('realtime.newOrderTitle')}>
      <p>{t('realtime.newOrderText')}</p>
      <ModalActions>
        <Button onClick={close}>{t('realtime.later')}</Button>
        <Button variant="primary" onClick={yes}>
          {t('realtime.yes')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
