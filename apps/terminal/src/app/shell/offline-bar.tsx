import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../data/network-store.ts';

/**
 * seed 000 §2.4 offline notice: "You are not connected to the internet" with "Try to connect".
 * Decision: shown as a bar, not a blocking modal, because the terminal keeps selling offline (seed 000 §1;
 * ARCHITECTURE.md: nothing a user does waits for the network).
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useNetwork((s) => s.online);
  const checking = useNetwork((s) => s.checking);
  const tryToConnect = useNetwork((s) => s.tryToConnect);
  if (online) return null;
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-4 bg-amber-500 px-4 py-2 font-semibold text-slate-900"
    >
      <span>{t('shell.offline')}</span>
      <button
        type="button"
        disabled={checking}
        onClick={() => void tryToConnect()}
        className="min-h-11 rounded-lg bg-slate-900 px-4 text-white disabled:opacity-60"
      >
        {t('shell.tryToConnect')}
      </button>
    </div>
  );
}
