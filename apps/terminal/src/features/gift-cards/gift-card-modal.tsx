import { centsFormat, centsKeypadValue, giftCardInsufficient } from '@opentill/domain';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Keypad } from '../../ui/keypad.tsx';
import { GiftCardHistory } from './gift-card-history.tsx';
import { giftCardCredit, giftCardSessionPayable, useGiftCards } from './gift-card-store.ts';

const button = 'min-h-11 rounded-lg px-5 font-semibold disabled:opacity-40';
const primary = `${button} bg-sky-700 text-white`;
const secondary = `${button} bg-slate-200 text-slate-900`;

function Frame({
  isOpen,
  title,
  onClose,
  children,
  alert = false,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="max-h-full w-full max-w-lg overflow-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog {...(alert ? { role: 'alertdialog' as const } : {})} className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** seed 001 §8 gift-card-not-available modal: shown instead of the gift card screen when the server cannot be reached. */
export function GiftCardUnavailableModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Frame isOpen={isOpen} title={t('giftCards.unavailableTitle')} onClose={onClose} alert>
      <p>{t('giftCards.unavailableMessage')}</p>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} autoFocus className={primary}>
          {t('giftCards.close')}
        </button>
      </div>
    </Frame>
  );
}

/**
 * The gift card modal (seed 001 §2, seed 002 §2 Gift card screen): step 1 the number (scan or type), step 2 the
 * balance and history, step 3 Pay, Reimburse or Add Funds. Bound to the gift card store; it computes nothing.
 */
export function GiftCardModal({
  symbol,
  onOpenOrder,
}: {
  symbol: string;
  onOpenOrder: (orderId: number, number: number | null) => void;
}) {
  const { t } = useTranslation();
  const state = useGiftCards();
  const { session, step, card, loading, error } = state;
  if (!session) return null;
  if (state.unavailable) return <GiftCardUnavailableModal isOpen onClose={state.close} />;
  const money = (value: Parameters<typeof centsFormat>[0]) => centsFormat(value, symbol);
  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    void state.next();
  };
  const credit = giftCardCredit(card);
  const insufficient = giftCardInsufficient(credit);
  const payable = giftCardSessionPayable(state);
  const funds = centsKeypadValue(state.fundsDigits);

  return (
    <Frame isOpen title={t('giftCards.title')} onClose={state.close}>
      {step === 'number' && (
        <form onSubmit={onNumber} className="flex flex-col gap-3">
          <TextField
            value={state.number}
            onChange={state.type}
            isInvalid={state.invalid}
            autoFocus
            className="flex flex-col gap-1"
          >
            <Label className="font-medium">{t('giftCards.number')}</Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-lg invalid:border-red-600 invalid:ring-2 invalid:ring-red-200"
            />
            <FieldError className="text-sm text-red-700">{t('giftCards.invalidNumber')}</FieldError>
          </TextField>
          {session.mode !== 'funds' && session.amount !== undefined && (
            <p>
              {t('giftCards.amountDue')}: <span className="font-semibold tabular-nums">{money(session.amount)}</span>
            </p>
          )}
          {loading && <p role="status">{t('giftCards.processing')}</p>}
          {error && (
            <p role="alert" className="font-semibold text-red-700">
              {t(error)}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={state.close} className={secondary}>
              {t('giftCards.cancel')}
            </button>
            <button type="submit" disabled={loading || state.number === ''} className={primary}>
              {t('giftCards.next')}
            </button>
          </div>
        </form>
      )}
      {step === 'card' && card && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-1">
            <dt>{t('giftCards.number')}</dt>
            <dd className="text-right font-mono">{card.gift_card_number}</dd>
            <dt className="text-lg">{t('giftCards.balance')}</dt>
            <dd aria-label={t('giftCards.balance')} className="text-right text-2xl font-bold tabular-nums">
              {money(credit)}
            </dd>
          </dl>
          {/* seed 002 §2: INSUFFICIENT BALANCE when the credit is 0 or lower. */}
          {insufficient && session.mode !== 'reimburse' && (
            <p className="text-center text-lg font-bold text-red-700">{t('giftCards.insufficient')}</p>
          )}
          <GiftCardHistory
            payments={card.payments}
            orderNumbers={state.orderNumbers}
            symbol={symbol}
            onOpenOrder={onOpenOrder}
          />
          {loading && <p role="status">{t('giftCards.processing')}</p>}
          {error && error !== 'giftCards.insufficient' && (
            <p role="alert" className="font-semibold text-red-700">
              {t(error)}
            </p>
          )}
          {error === 'giftCards.insufficient' && !insufficient && (
            <p role="alert" className="font-semibold text-red-700">
              {t(error)}
            </p>
          )}
          {session.mode === 'funds' && (
            <div className="flex flex-col gap-2">
              <output
                aria-label={t('giftCards.fundsAmount')}
                className="rounded-lg bg-slate-900 px-4 py-2 text-right text-3xl font-bold text-white tabular-nums"
              >
                {money(funds)}
              </output>
              <Keypad onKey={state.fundsPress} label={t('giftCards.fundsKeypad')} disabled={loading} />
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={state.back} disabled={loading} className={secondary}>
              {t('giftCards.back')}
            </button>
            <button type="button" onClick={state.close} className={secondary}>
              {t('giftCards.cancel')}
            </button>
            {session.mode === 'funds' && (
              <button type="button" onClick={state.addFunds} disabled={loading || funds <= 0} className={primary}>
                {t('giftCards.addFunds')}
              </button>
            )}
            {session.mode === 'pay' && (
              <button
                type="button"
                onClick={() => void state.pay()}
                disabled={loading || insufficient}
                className={primary}
              >
                {t('giftCards.pay', { amount: money(payable) })}
              </button>
            )}
            {session.mode === 'reimburse' && (
              <button type="button" onClick={() => void state.pay()} disabled={loading} className={primary}>
                {t('giftCards.reimburse', { amount: money(payable) })}
              </button>
            )}
          </div>
        </div>
      )}
    </Frame>
  );
}
