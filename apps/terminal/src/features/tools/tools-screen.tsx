import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { exportOrders } from './export-orders.ts';

/** Tools (seed 000 §2.10): export local orders, Import (disabled, SOON), Start Sync, Reset. */
export default function ToolsScreen() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const onExport = () => {
    exportOrders().catch((error: unknown) => {
      console.error('Export failed', error);
      setFailed(true);
    });
  };
  return (
    <main className="flex flex-col items-center gap-6 p-6 max-sm:p-3">
      <h1 className="text-2xl font-semibold">{t('tools.title')}</h1>
      <div className="flex w-full max-w-sm flex-col gap-3">
        <Button variant="primary" size="lg" onClick={onExport}>
          {t('tools.export')}
        </Button>
        <Button size="lg" disabled>
          {t('tools.import')}
          <span className="rounded bg-amber-400 px-2 text-xs text-ink">{t('tools.soon')}</span>
        </Button>
        <Link to={ROUTES.Synchronize} className={buttonClass('chrome', 'lg')}>
          {t('tools.startSync')}
        </Link>
        <Link to={ROUTES.Reset} className={buttonClass('danger', 'lg')}>
          {t('tools.reset')}
        </Link>
      </div>
      <NoticeModal
        isOpen={failed}
        title={t('tools.exportErrorTitle')}
        text={t('tools.exportErrorText')}
        onClose={() => setFailed(false)}
      />
    </main>
  );
}
