import type { DiningOption } from '@opentill/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
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
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-900 p-8 text-white">
      <h1 className="text-5xl font-bold">{t('kiosk.selectOrderType')}</h1>
      <div
        role="group"
        aria-label={t('kiosk.selectOrderType')}
        className="grid w-full max-w-3xl grid-cols-1 gap-6 sm:grid-cols-2"
      >
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            disabled={busy}
            onClick={() => void choose(option)}
            className="min-h-32 rounded-3xl bg-white text-3xl font-bold text-slate-900 shadow-lg hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-sky-400 active:bg-sky-100 disabled:opacity-60"
          >
            {option.name}
          </button>
        ))}
      </div>
      {options.length === 0 && <p role="alert">{t('kiosk.noOrderTypes')}</p>}
      <button
        type="button"
        onClick={() => void navigate(ROUTES.KioskHome)}
        className="min-h-11 rounded-xl bg-slate-700 px-6 text-lg font-semibold"
      >
        {t('kiosk.back')}
      </button>
    </main>
  );
}
