import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useUncertainOutbox, type UncertainOutboxRow } from './uncertain-outbox.ts';

/**
 * The outbox's payments of unknown outcome (issue 19 §3), under the shell's outbox count: a button counting them
 * (nothing when there are none) opens the list, one row per payment with its order, type, amount and time, and Open
 * order goes to that order's checkout, where a status query or a manager settles it.
 */
export function UncertainOutbox() {
  const rows = useUncertainOutbox();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  return (
    <>
      <Button variant="danger" size="sm" className="justify-start text-left" onClick={() => setOpen(true)}>
        {t('outbox.uncertain.button', { count: rows.length })}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('outbox.uncertain.title')} size="lg">
        <UncertainOutboxList rows={rows} onOpen={() => setOpen(false)} />
        <Button className="self-end" onClick={() => setOpen(false)}>
          {t('common.close')}
        </Button>
      </Modal>
    </>
  );
}

/** The rows, each with Open order (the order's checkout). */
export function UncertainOutboxList({ rows, onOpen }: { rows: readonly UncertainOutboxRow[]; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { money, time } = useFormat();
  const navigate = useNavigate();
  return (
    <>
      <p>{t('outbox.uncertain.explain')}</p>
      <ul aria-label={t('outbox.uncertain.title')} className="flex flex-col gap-2">
        {rows.map((row) => {
          const number = row.orderNumber ?? '-';
          return (
            <li
              key={row.paymentLocalId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-control bg-red-50 px-3 py-2 text-red-950"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t('outbox.uncertain.order', { number })}</span>
                <span className="block">
                  {t('outbox.uncertain.entry', {
                    type: row.paymentType,
                    amount: money(row.amount),
                    time: time(row.at),
                  })}
                </span>
              </span>
              <Button
                size="sm"
                variant="primary"
                onClick={() => {
                  onOpen?.();
                  void navigate(ROUTES.OrderCheckout.replace(':id', encodeURIComponent(row.orderLocalId)));
                }}
              >
                {t('outbox.uncertain.open', { number })}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
