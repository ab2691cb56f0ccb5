import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

export interface PrintReceiptViewProps {
  isOpen: boolean;
  /** The receipt as the printer would print it, one line each (devices/printing receiptPreview). */
  lines: readonly string[];
  onClose: () => void;
}

/**
 * seed 001 §2 Print receipt view: the check shown on screen, laid out as on paper, for a terminal with no receipt
 * printer (decided: print check opens it when there is nothing to print on), so the guest can still see it.
 */
export function PrintReceiptView({ isOpen, lines, onClose }: PrintReceiptViewProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={t('orderModals.receiptView.title')} size="md">
      <p className="text-sm text-slate-600">{t('orderModals.receiptView.noPrinter')}</p>
      <pre
        aria-label={t('orderModals.receiptView.receipt')}
        className="max-h-[60vh] overflow-auto rounded-lg bg-slate-50 p-4 font-mono text-sm leading-snug"
      >
        {lines.join('\n')}
      </pre>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </ModalFrame>
  );
}
