import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-store.ts';
import { ROUTES } from '../../app/routes.ts';
import { OfflineNoticeFrame } from '../../app/shell/offline-notice-frame.tsx';
import { storedTerminal } from '../../data/connection.ts';
import { useNetwork } from '../../data/network-store.ts';
import { Button } from '../../ui/button.tsx';
import { CodeDisplay, Keypad } from '../../ui/keypad.tsx';
import { LazyNoticeModal } from '../../ui/lazy-modals.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { useNow } from '../../ui/use-now.ts';
import { pinEmployeeOneHas } from './pin-employees.ts';
import { pinPauseSeconds } from './pin-lockout.ts';
import { usePinStore } from './pin-store.ts';
import { useSyncRunning } from './use-sync-running.ts';

/**
 * seed 000 §9 default PIN ({secret} in the seeds): the demo owner's 1234 (apps/server demo-people.ts).
 * TODO(packages/domain/src/validation.ts): move next to the PIN rules when domain adds it.
 */
export const DEFAULT_PIN = '1234';

/** seed 000 §1: the version label shown to users. */
export const VERSION_LABEL = '2025.04.23.1428';
const PIN_LENGTH = 4;

/** PIN sign-in (seed 000 §2.6). */
export default function PinScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pin, checking, wrong, next, press, reset, mode, clocked, toggleTimeClock, dismissClocked } = usePinStore();
  const pinFailures = useSession((s) => s.pinFailures);
  const pinPausedUntil = useSession((s) => s.pinPausedUntil);
  const now = useNow(1000, pinPausedUntil !== null);
  const pauseSeconds = pinPauseSeconds({ failures: pinFailures, pausedUntil: pinPausedUntil }, now);
  const paused = pauseSeconds > 0;
  const onKey = useCallback((key: string) => void press(key), [press]);
  useDigitKeys(onKey, !paused);
  const terminal = storedTerminal<{ id?: number; name?: string }>();
  // seed 000 §2.6: Sync Data is disabled while a sync runs or while offline.
  const online = useNetwork((s) => s.online);
  const syncing = useSyncRunning();

  const [defaultPinHint, setDefaultPinHint] = useState(false);
  useEffect(() => reset, [reset]);
  useEffect(() => {
    // seed 000 §2.6: the hint shows only while employee 1 still has the default PIN.
    let live = true;
    void pinEmployeeOneHas(DEFAULT_PIN).then((has) => live && setDefaultPinHint(has));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (next) void navigate(next, { replace: true });
  }, [next, navigate]);

  return (
    <OfflineNoticeFrame>
      <main className="flex flex-1 items-center justify-center bg-chrome p-6 text-on-chrome max-sm:p-3">
        <section
          aria-labelledby="pin-title"
          className="flex w-full max-w-sm flex-col gap-5 rounded-dialog bg-slate-800 p-8 shadow-xl max-sm:gap-3 max-sm:p-5"
        >
          <h1 id="pin-title" className="text-center text-xl font-semibold">
            {mode === 'timeclock' ? t('pin.timeClockTitle') : t('pin.title')}
          </h1>
          <CodeDisplay
            value={pin}
            length={PIN_LENGTH}
            masked
            label={t('pin.progress', { entered: pin.length, total: PIN_LENGTH, count: PIN_LENGTH })}
          />
          <div aria-live="assertive" className="min-h-6 text-center">
            {paused ? (
              <p role="alert" className="text-amber-300">
                {t('pin.paused', { count: pauseSeconds })}
              </p>
            ) : wrong ? (
              <p role="alert" className="text-red-300">
                {t('pin.wrong')}
              </p>
            ) : null}
          </div>
          <Keypad onKey={onKey} disabled={checking || paused} label={t('pin.keypad')} />
          {defaultPinHint && (
            <p className="text-center text-sm text-slate-300">{t('pin.defaultHint', { secret: DEFAULT_PIN })}</p>
          )}
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant={mode === 'timeclock' ? 'primary' : 'chrome'}
              aria-pressed={mode === 'timeclock'}
              onClick={toggleTimeClock}
              className="min-w-0 break-words"
            >
              {t('pin.timeClock')}
            </Button>
            <Button
              variant="chrome"
              disabled={!online || syncing}
              onClick={() => void navigate(ROUTES.Synchronize)}
              className="min-w-0 break-words"
            >
              {t('pin.syncData')}
            </Button>
          </div>
          <footer className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-300">
            <span>{terminal ? t('pin.terminal', { name: terminal.name ?? '', id: terminal.id ?? '' }) : ''}</span>
            <span>{t('pin.version', { version: VERSION_LABEL })}</span>
          </footer>
        </section>
        <LazyNoticeModal
          isOpen={clocked !== null}
          title={clocked?.name ?? ''}
          text={clocked ? t(clocked.clockIn ? 'pin.clockedIn' : 'pin.clockedOut', { time: clocked.time }) : ''}
          onClose={dismissClocked}
        />
      </main>
    </OfflineNoticeFrame>
  );
}
