import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastPrintedJobs, type LastJobs } from '../../devices/printing/index.ts';
import { printingConfig } from '../../devices/printing/printer-config.ts';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';

const section = 'flex min-w-0 flex-col gap-3 rounded-panel bg-surface p-6 shadow max-sm:p-4';

/**
 * Issue 15 §7: the last receipt as the printer printed it, read back by the print helper from the ESC/POS bytes it
 * sent (on the demo, to the simulated printer), so a store without paper at hand, or a developer, sees the real output.
 * Asked on demand: opening Settings does not reach out to the helper.
 */
export function LastReceipt() {
  const { t } = useTranslation();
  const format = useFormat();
  const [state, setState] = useState<LastJobs | 'loading' | null>(null);
  const printer = printingConfig().receiptPrinter;
  const load = () => {
    setState('loading');
    void lastPrintedJobs().then(setState);
  };
  const job = state !== null && state !== 'loading' && state.kind === 'jobs' ? state.jobs[0] : undefined;
  return (
    <section aria-labelledby="last-receipt-title" className={section}>
      <h2 id="last-receipt-title" className="text-lg font-semibold">
        {t('printer.lastReceipt.title')}
      </h2>
      <Button variant="chrome" busy={state === 'loading'} onClick={load} className="self-start">
        {state === null ? t('printer.lastReceipt.show') : t('printer.lastReceipt.refresh')}
      </Button>
      {state !== null && state !== 'loading' && (
        <div role="status" className="flex min-w-0 flex-col gap-2">
          {state.kind === 'noPrinter' && <p>{t('printer.lastReceipt.noPrinter')}</p>}
          {state.kind === 'failed' && (
            <p className="font-semibold text-danger">
              {t('printer.lastReceipt.failed', {
                cause:
                  state.cause === 'other' && state.detail
                    ? t('printer.cause.otherDetail', { detail: state.detail })
                    : t(`printer.cause.${state.cause}`),
              })}{' '}
              {t('printer.check')}
            </p>
          )}
          {state.kind === 'jobs' && !job && <p>{t('printer.lastReceipt.empty')}</p>}
          {job && (
            <p className="text-ink-muted">
              {t('printer.lastReceipt.printedAt', {
                time: format.dateTime(job.at),
                printer: printer ? `${printer.name} (${job.printer})` : job.printer,
              })}
            </p>
          )}
        </div>
      )}
      {job && (
        // The paper's own columns: a monospace block as wide as the receipt, scrolled sideways on a phone.
        <pre
          aria-label={t('printer.lastReceipt.title')}
          tabIndex={0}
          className="max-h-[60dvh] max-w-full self-start overflow-auto rounded-control border border-line bg-white p-3 font-mono text-sm leading-snug text-black max-sm:text-xs"
        >
          {job.text.replace(/\n+$/, '')}
        </pre>
      )}
    </section>
  );
}
