import { useState } from 'react';
import type { DisplayTipChoice, DisplayTipRequest } from '../../devices/customer-display/display-protocol.ts';
import { Button } from '../../ui/button.tsx';
import type { Translate } from './display-i18n.ts';
import { SignaturePad } from './signature-pad.tsx';

/**
 * The customer's tip and signature before paying (issue 20 §6, decisions §65): the terminal's suggestions with their
 * amounts as the terminal formatted them, No tip, and a signature pad when the terminal prints a signature line. Done
 * sends the choice back; the terminal does the money.
 */
export function TipScreen({
  t,
  request,
  onDone,
}: {
  t: Translate;
  request: DisplayTipRequest;
  onDone: (choice: DisplayTipChoice) => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [cleared, setCleared] = useState(0);
  const asksTip = request.options.length > 0;
  const ready = (!asksTip || percent !== null) && (!request.signature || signature !== null);
  const heading = t(asksTip ? 'customerDisplay.tip.heading' : 'customerDisplay.tip.signHeading');
  return (
    <section aria-label={heading} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-6">
      <h1 className="flex flex-wrap items-baseline justify-between gap-4 text-4xl font-bold">
        {heading}
        <span className="text-2xl font-normal">{t('customerDisplay.tip.toPay', { amount: request.total })}</span>
      </h1>
      <div className="flex min-h-0 flex-1 flex-col gap-6 landscape:flex-row">
        {asksTip && (
          <div
            role="group"
            aria-label={t('customerDisplay.tip.options')}
            className="grid flex-1 auto-rows-fr grid-cols-2 gap-3"
          >
            {request.options.map((option) => (
              <Button
                key={option.percent}
                size="lg"
                variant={percent === option.percent ? 'primary' : 'secondary'}
                aria-pressed={percent === option.percent}
                aria-label={t('customerDisplay.tip.option', { percent: option.percent, amount: option.tip })}
                onClick={() => setPercent(option.percent)}
                className="h-full flex-col gap-0! py-2"
              >
                <span className="text-3xl">{t('customerDisplay.tip.percent', { percent: option.percent })}</span>
                <span className="text-xl font-normal tabular-nums">{option.tip}</span>
              </Button>
            ))}
            <Button
              size="lg"
              variant={percent === 0 ? 'primary' : 'secondary'}
              aria-pressed={percent === 0}
              onClick={() => setPercent(0)}
              className="h-full text-2xl"
            >
              {t('customerDisplay.tip.none')}
            </Button>
          </div>
        )}
        {request.signature && (
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex items-center justify-between gap-4">
              <p className="text-2xl">{t('customerDisplay.tip.signHere')}</p>
              <Button variant="quiet" onClick={() => setCleared((count) => count + 1)} disabled={signature === null}>
                {t('customerDisplay.tip.clear')}
              </Button>
            </div>
            <SignaturePad label={t('customerDisplay.tip.signature')} onChange={setSignature} clearSignal={cleared} />
          </div>
        )}
      </div>
      <Button
        size="lg"
        variant="success"
        disabled={!ready}
        onClick={() => onDone({ order: request.order, percent: percent ?? 0, signature })}
        className="shrink-0 self-end px-10 text-2xl"
      >
        {t('customerDisplay.tip.done')}
      </Button>
    </section>
  );
}
