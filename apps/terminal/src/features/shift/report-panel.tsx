import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useReportStore } from './report-store.ts';

/** The report on screen (seed 002 §9 Reports) with its print state; the text is the printed layout. */
export function ReportPanel() {
  const { t } = useTranslation();
  const { report, print, failed, close, printAgain } = useReportStore();
  const title = report ? t(`printing.report.${report.kind}`) : '';
  return (
    <>
      <ModalOverlay
        isOpen={report !== null}
        onOpenChange={(open) => !open && close()}
        isDismissable
        className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
      >
        <Modal className="flex max-h-[90vh] w-full max-w-lg flex-col rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog className="flex min-h-0 flex-col gap-4 outline-none">
            <Heading slot="title" className="text-xl font-semibold">
              {title}
            </Heading>
            <pre
              aria-label={title}
              className="min-h-0 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-sm leading-snug"
            >
              {report?.lines.join('\n')}
            </pre>
            <p role="status" className={print === 'failed' ? 'font-semibold text-red-700' : 'text-slate-600'}>
              {print === 'printing' && t('printing.status.printing')}
              {print === 'printed' && t('printing.status.printed')}
              {print === 'failed' && t('printing.status.failed')}
              {print === 'none' && t('printing.status.noPrinter')}
            </p>
            <div className="flex justify-end gap-3">
              {print === 'failed' && (
                <button
                  type="button"
                  onClick={() => void printAgain()}
                  className="min-h-11 rounded-lg bg-sky-700 px-5 font-semibold text-white"
                >
                  {t('printing.printAgain')}
                </button>
              )}
              <button
                type="button"
                onClick={close}
                autoFocus
                className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white"
              >
                {t('common.close')}
              </button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-700">
          {t('printing.reportFailed')}
        </p>
      )}
    </>
  );
}
