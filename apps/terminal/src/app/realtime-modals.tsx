import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtime } from '../data/realtime.ts';
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
    <ModalOverlay
      isOpen={curbside !== null}
      onOpenChange={(open) => !open && close()}
      isDismissable
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog className="flex flex-col gap-3 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t('realtime.curbsideTitle')}
          </Heading>
          {curbside && (
            <>
              <p>{t('realtime.curbsideText', { order: curbside.order_id })}</p>
              <p>{t('realtime.curbsideCar', { model: curbside.car_model, color: curbside.car_color })}</p>
              <p className="font-semibold">{t('realtime.curbsideParking', { parking: curbside.parking_number })}</p>
            </>
          )}
          <button
            type="button"
            onClick={close}
            className="min-h-11 self-end rounded-lg bg-sky-700 px-5 font-semibold text-white"
          >
            {t('common.close')}
          </button>
        </Dialog>
      </Modal>
    </ModalOverlay>
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
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => !next && close()}
      isDismissable
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t('realtime.newOrderTitle')}
          </Heading>
          <p>{t('realtime.newOrderText')}</p>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={close} className="min-h-11 rounded-lg bg-slate-200 px-4 font-semibold">
              {t('realtime.later')}
            </button>
            <button
              type="button"
              onClick={yes}
              className="min-h-11 rounded-lg bg-sky-700 px-4 font-semibold text-white"
            >
              {t('realtime.yes')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
