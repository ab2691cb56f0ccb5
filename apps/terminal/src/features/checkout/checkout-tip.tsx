import { centsKeypadPress, centsKeypadValue, cents } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { useFormat } from '../../ui/use-format.ts';
import { useCheckout } from './checkout-store.ts';

/**
 * The tip added on the terminal (issue 19 §2): a button naming the current tip, and a modal with a cents keypad that
 * sets it through the store's tipSet (the customer display's choice calls the same action). A card device charges it
 * with the next payment (card B: TipAmount).
 */
export function CheckoutTipButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const tip = useCheckout((state) => state.tip);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {tip > 0 ? t('checkout.tipEntry.buttonWith', { amount: money(tip) }) : t('checkout.tipEntry.button')}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('checkout.tipEntry.title')} size="sm">
        <TipBody initial={tip} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function TipBody({ initial, onDone }: { initial: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const tipSet = useCheckout((state) => state.tipSet);
  const [digits, setDigits] = useState(initial > 0 ? String(initial) : '');
  const press = (key: string) => setDigits((current) => centsKeypadPress(current, key));
  useDigitKeys(press);
  const save = () => {
    tipSet(centsKeypadValue(digits));
    onDone();
  };
  return (
    <div className="flex flex-col gap-4">
      <output
        aria-label={t('checkout.tipEntry.amount')}
        className="rounded-panel bg-chrome px-4 py-2 text-right text-3xl font-bold text-on-chrome tabular-nums"
      >
        {money(centsKeypadValue(digits))}
      </output>
      <Keypad onKey={press} label={t('checkout.tipEntry.amount')} onEnter={save} />
      <ModalActions>
        <Button
          onClick={() => {
            tipSet(cents(0));
            onDone();
          }}
        >
          {t('checkout.tipEntry.none')}
        </Button>
        <Button variant="primary" onClick={save}>
          {t('checkout.tipEntry.save')}
        </Button>
      </ModalActions>
    </div>
  );
}
