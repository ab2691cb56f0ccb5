import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../data/network-store.ts';
import { Button } from '../../ui/button.tsx';

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
      className="flex items-center justify-between gap-4 bg-amber-500 px-4 py-2 font-semibold text-ink max-[786px]:px-2"
    >
      <span>{t('shell.offline')}</span>
      <Button variant="chrome" size="sm" busy={checking} onClick={() => void tryToConnect()} className="shrink-0">
        {t('shell.tryToConnect')}
      </Button>
    </div>
  );
}
