import { centsKeypadValue, giftCardInsufficient } from '@opentill/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { GiftCardHistory } from './gift-card-history.tsx';
import { giftCardCredit, giftCardSessionPayable, useGiftCards } from './gift-card-store.ts';

/** seed 001 §8 gift-card-not-available modal: shown instead of the gift card screen when the server cannot be reached. */
export function GiftCardUnavailableModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} title={t('giftCards.unavailableTitle')} onClose={onClose} role="alertdialog">
      <p className="break-words">{t('giftCards.unavailableMessage')}</p>
      <ModalActions>
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('giftCards.close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/**
 * The gift card modal (seed 001 §2, seed 002 §2 Gift card screen): step 1 the number (scan or type), step 2 the
 * balance and history, step 3 Pay, Reimburse or Add Funds. Bound to the gift card store; it computes nothing.
 */
export function GiftCardModal({
  onOpenOrder,
}: {
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  symbol?: string;
  onOpenOrder: (orderId: number, number: string | null) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = useGiftCards();
  const { session, step, card, loading, error } = state;
  const funds = centsKeypadValue(state.fundsDigits);
  // Add Funds: digits typed on a keyboard feed the keypad and Enter adds the funds (issue 13 §5).
  const fundsKeys = session?.mode === 'funds' && step === 'card' && card !== null && !state.unavailable;
  useDigitKeys(state.fundsPress, fundsKeys && !loading);
  if (!session) return null;
  if (state.unavailable) return <GiftCardUnavailableModal isOpen onClose={state.close} />;
  const money = format.money;
  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    void state.next();
  };
  const credit = giftCardCredit(card);
  const insufficient = giftCardInsufficient(credit);
  const payable = giftCardSessionPayable(state);

  return (
    <Modal isOpen title={t('giftCards.title')} onClose={state.close} size="lg">
      {step === 'number' && (
        <form onSubmit={onNumber} className="flex flex-col gap-3">
          <Field
            label={t('giftCards.number')}
            value={state.number}
            onChange={state.type}
            error={state.invalid ? t('giftCards.invalidNumber') : null}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
          />
          {session.mode !== 'funds' && session.amount !== undefined && (
            <p>
              {t('giftCards.amountDue')}: <span className="font-semibold tabular-nums">{money(session.amount)}</span>
            </p>
          )}
          {loading && <p role="status">{t('giftCards.processing')}</p>}
          {error && (
            <p role="alert" className="font-semibold text-danger">
              {t(error)}
            </p>
          )}
          <ModalActions>
            <Button onClick={state.close}>{t('giftCards.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={loading || state.number === ''}>
              {t('giftCards.next')}
            </Button>
          </ModalActions>
        </form>
      )}
      {step === 'card' && card && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt>{t('giftCards.number')}</dt>
            <dd className="min-w-0 text-right font-mono break-all">{card.gift_card_number}</dd>
            <dt className="text-lg">{t('giftCards.balance')}</dt>
            <dd aria-label={t('giftCards.balance')} className="text-right text-2xl font-bold tabular-nums">
              {money(credit)}
            </dd>
          </dl>
          {/* seed 002 §2: INSUFFICIENT BALANCE when the credit is 0 or lower. */}
          {insufficient && session.mode !== 'reimburse' && (
            <p className="text-center text-lg font-bold text-danger">{t('giftCards.insufficient')}</p>
          )}
          <GiftCardHistory payments={card.payments} orderNumbers={state.orderNumbers} onOpenOrder={onOpenOrder} />
          {loading && <p role="status">{t('giftCards.processing')}</p>}
          {error && error !== 'giftCards.insufficient' && (
            <p role="alert" className="font-semibold text-danger">
              {t(error)}
            </p>
          )}
          {error === 'giftCards.insufficient' && !insufficient && (
            <p role="alert" className="font-semibold text-danger">
              {t(error)}
            </p>
          )}
          {session.mode === 'funds' && (
            <div className="flex flex-col gap-2">
              <output
                aria-label={t('giftCards.fundsAmount')}
                className="min-w-0 truncate rounded-panel bg-chrome px-4 py-2 text-right text-3xl font-bold text-on-chrome tabular-nums"
              >
                {money(funds)}
              </output>
              <Keypad
                onKey={state.fundsPress}
                label={t('giftCards.fundsKeypad')}
                disabled={loading}
                onEnter={state.addFunds}
                enterDisabled={funds <= 0}
              />
            </div>
          )}
          <ModalActions>
            <Button onClick={state.back} disabled={loading}>
              {t('giftCards.back')}
            </Button>
            <Button onClick={state.close}>{t('giftCards.cancel')}</Button>
            {session.mode === 'funds' && (
              <Button variant="primary" onClick={state.addFunds} disabled={loading || funds <= 0}>
                {t('giftCards.addFunds')}
              </Button>
            )}
            {session.mode === 'pay' && (
              <Button variant="primary" onClick={() => void state.pay()} disabled={loading || insufficient}>
                {t('giftCards.pay', { amount: money(payable) })}
              </Button>
            )}
            {session.mode === 'reimburse' && (
              <Button variant="primary" onClick={() => void state.pay()} disabled={loading}>
                {t('giftCards.reimburse', { amount: money(payable) })}
              </Button>
            )}
          </ModalActions>
        </div>
      )}
    </Modal>
  );
}
