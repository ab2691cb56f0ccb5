import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useReportStore } from './report-store.ts';

/** The report on screen (seed 002 §9 Reports) with its print state; the text is the printed layout. */
export function ReportPanel() {
  const { t } = useTranslation();
  const { report, print, failed, close, printAgain } = useReportStore();
  const title = report ? t(`printing.report.${report.kind}`) : '';
  return (
    <>
      <Modal isOpen={report !== null} onClose={close} title={title} size="lg">
        <pre
          aria-label={title}
          tabIndex={0}
          className="max-h-[55dvh] min-h-0 overflow-auto rounded-control bg-canvas p-3 font-mono text-sm leading-snug max-sm:text-xs"
        >
          {report?.lines.join('\n')}
        </pre>
        <p role="status" className={print === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted'}>
          {print === 'printing' && t('printing.status.printing')}
          {print === 'printed' && t('printing.status.printed')}
          {print === 'failed' && t('printing.status.failed')}
          {print === 'none' && t('printing.status.noPrinter')}
        </p>
        <ModalActions>
          {print === 'failed' && (
            <Button variant="primary" onClick={() => void printAgain()}>
              {t('printing.printAgain')}
            </Button>
          )}
          <Button variant={print === 'failed' ? 'secondary' : 'primary'} onClick={close} autoFocus>
            {t('common.close')}
          </Button>
        </ModalActions>
      </Modal>
      {failed && (
        <p role="alert" className="rounded-panel bg-red-50 px-4 py-3 font-semibold text-danger">
          {t('printing.reportFailed')}
        </p>
      )}
    </>
  );
}
