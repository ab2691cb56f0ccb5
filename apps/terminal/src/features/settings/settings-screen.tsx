import { displayConnectionCode, terminalSetting } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-store.ts';
import { dashboardUrl, storedTerminal } from '../../data/connection.ts';
import { batchClose, type BatchResult } from './batch-close.ts';
import { useDisplayPairing } from './display-pairing.ts';
import { useLocalDisplay } from '../../devices/customer-display/display-sender.ts';
import { LastReceipt } from './last-receipt.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';

const section = 'flex min-w-0 flex-col gap-3 rounded-panel bg-surface p-6 shadow max-sm:p-4';

/**
 * Settings (seed 000 §2.10): the Customer Display System section with the connection state and the instructions
 * (domain name and terminal number, seed 000 §5 display code), the last receipt as printed (issue 15 §7), and the
 * translated shortcuts (open dashboard, synchronise data, orders, shift, payouts).
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const terminal = storedTerminal<{ id?: number; db_settings?: { name: string; value: string }[] }>();
  const display = useDisplayPairing();
  // Issue 20 §4: a display window of this PC (BroadcastChannel) counts as connected too.
  const localDisplay = useLocalDisplay((state) => state.connected);
  const [batch, setBatch] = useState<BatchResult | 'busy' | null>(null);
  const showBatch = terminalSetting(terminal?.db_settings, 'show_batch') === 'true';
  const displayStatus = {
    not_connected: t('settings.displayNotConnected'),
    connecting: t('printing.display.connecting'),
    connected: t('printing.display.connected'),
    reconnecting: t('printing.display.reconnecting'),
  }[localDisplay ? 'connected' : display.state];
  const domain = useSession((s) => s.domain) ?? location.host;
  const dashboard = dashboardUrl();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6 max-sm:gap-4 max-sm:p-3">
      <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
      <section aria-labelledby="cds-title" className={section}>
        <h2 id="cds-title" className="text-lg font-semibold">
          {t('settings.customerDisplay')}
        </h2>
        <p role="status">{displayStatus}</p>
        <p className="break-words">
          {t('settings.displayInstructions', { domain, code: displayConnectionCode(terminal?.id ?? '') })}
        </p>
        {/* Issue 20 (decisions §58): after CONNECT, where the display goes and the pairing key it needs. */}
        {display.pairingKey && (
          <>
            <p className="break-words">
              {t('customerDisplay.settingsPairing', {
                url: `${location.origin}/display`,
                code: displayConnectionCode(terminal?.id ?? ''),
                key: display.pairingKey,
              })}
            </p>
            <p className="break-words text-ink-muted">{t('customerDisplay.settingsLocal')}</p>
          </>
        )}
        <Button
          variant="primary"
          busy={display.state === 'connecting'}
          onClick={() => void display.connect()}
          className="self-start"
        >
          {display.state === 'not_connected' ? t('printing.display.connect') : t('printing.display.reconnect')}
        </Button>
      </section>
      <LastReceipt />
      {/* seed 002 §2: the Payment Terminal section appears only when show_batch is 'true'. */}
      {showBatch && (
        <section aria-labelledby="batch-title" className={section}>
          <h2 id="batch-title" className="text-lg font-semibold">
            {t('printing.batch.title')}
          </h2>
          <Button
            variant="chrome"
            busy={batch === 'busy'}
            onClick={() => {
              setBatch('busy');
              void batchClose().then(setBatch);
            }}
            className="self-start"
          >
            {t('printing.batch.close')}
          </Button>
          {batch !== null && batch !== 'busy' && (
            <p
              role="status"
              className={batch.kind === 'success' ? 'font-semibold text-success' : 'font-semibold text-danger'}
            >
              {t(`printing.batch.${batch.kind}`, { text: batch.text })}
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="shortcuts-title" className={section}>
        <h2 id="shortcuts-title" className="text-lg font-semibold">
          {t('settings.shortcuts')}
        </h2>
        <div className="flex flex-wrap gap-3">
          {dashboard && (
            <a href={dashboard} target="_blank" rel="noreferrer" className={buttonClass('chrome')}>
              {t('settings.openDashboard')}
            </a>
          )}
          <Link to={ROUTES.Synchronize} className={buttonClass('chrome')}>
            {t('settings.syncData')}
          </Link>
          <Link to={ROUTES.OrdersList} className={buttonClass('chrome')}>
            {t('shell.orders')}
          </Link>
          <Link to={ROUTES.Shift} className={buttonClass('chrome')}>
            {t('shell.shift')}
          </Link>
          <Link to={ROUTES.Tools} className={buttonClass('chrome')}>
            {t('tools.title')}
          </Link>
        </div>
      </section>
    </main>
  );
}
