import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { exportOrders } from './export-orders.ts';

const action = 'flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-lg font-semibold';

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
    <main className="flex flex-col items-center gap-6 p-6">
      <h1 className="text-2xl font-semibold">{t('tools.title')}</h1>
      <div className="flex w-full max-w-sm flex-col gap-3">
        <button type="button" onClick={onExport} className={`${action} bg-sky-700 text-white`}>
          {t('tools.export')}
        </button>
        <button type="button" disabled className={`${action} bg-slate-300 text-slate-600`}>
          {t('tools.import')}
          <span className="rounded bg-amber-400 px-2 text-xs text-slate-900">{t('tools.soon')}</span>
        </button>
        <Link to={ROUTES.Synchronize} className={`${action} bg-slate-800 text-white`}>
          {t('tools.startSync')}
        </Link>
        <Link to={ROUTES.Reset} className={`${action} bg-red-700 text-white`}>
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
