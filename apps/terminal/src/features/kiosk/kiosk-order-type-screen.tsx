import type { DiningOption } from '@opentill/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { Button } from '../../ui/button.tsx';
import { orderPath } from '../order/order-routing.ts';
import { kioskOrderStart } from './kiosk-actions.ts';
import { kioskDiningOptions, kioskTerminal } from './kiosk-terminal.ts';

/**
 * KioskOrderType (seed 000 §2.11): "Select order type", one button per terminal dining option. The choice creates
 * and saves a new order tied to the terminal with that dining option, then opens the Order screen with the dining
 * option as parameter.
 */
export default function KioskOrderTypeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const terminal = kioskTerminal();
  const options = kioskDiningOptions(terminal);
  const [busy, setBusy] = useState(false);

  const choose = async (option: DiningOption) => {
    if (!terminal || busy) return;
    setBusy(true);
    const order = await kioskOrderStart(terminal.id, option, new Date());
    void navigate(`${orderPath(order.local_id)}?diningOption=${String(option.id)}`, { replace: true });
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 bg-chrome p-8 text-on-chrome">
      <h1 className="text-center text-6xl font-bold">{t('kiosk.selectOrderType')}</h1>
      <div
        role="group"
        aria-label={t('kiosk.selectOrderType')}
        className="grid w-full max-w-2xl grid-cols-1 gap-6 landscape:max-w-5xl landscape:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]"
      >
        {options.map((option) => (
          <Button
            key={option.id}
            size="lg"
            disabled={busy}
            onClick={() => void choose(option)}
            className="min-h-36! rounded-dialog! bg-surface! text-4xl! text-ink! shadow-lg hover:bg-sky-50! active:bg-sky-100! max-[900px]:min-h-28!"
          >
            {option.name}
          </Button>
        ))}
      </div>
      {options.length === 0 && (
        <p role="alert" className="text-2xl">
          {t('kiosk.noOrderTypes')}
        </p>
      )}
      <Button
        size="lg"
        variant="chrome"
        onClick={() => void navigate(ROUTES.KioskHome)}
        className="min-h-16! min-w-48! text-2xl!"
      >
        {t('kiosk.back')}
      </Button>
    </main>
  );
}
