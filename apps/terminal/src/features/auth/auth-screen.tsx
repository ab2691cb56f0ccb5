import { VERIFICATION_CODE_LENGTH } from '@opentill/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { OfflineNoticeFrame } from '../../app/shell/offline-notice-frame.tsx';
import { useSession } from '../../app/session-store.ts';
import { demoStart } from '../../data/demo.ts';
import { Button } from '../../ui/button.tsx';
import { CodeDisplay, Keypad } from '../../ui/keypad.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { useAuthStore } from './auth-store.ts';
import { linkCodeParamTake } from './link-code-param.ts';

/** Terminal verification (seed 000 §2.5): 6-digit code by keypad or keyboard, verified on the sixth digit. */
export default function AuthScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, verifying, invalid, linked, press, dismissInvalid, reset } = useAuthStore();
  const onKey = useCallback((key: string) => void press(key), [press]);
  useDigitKeys(onKey, !invalid);

  useEffect(() => reset, [reset]);
  useEffect(() => {
    // Scanned from the dashboard's QR code: the code is typed as if on the keypad (verified on its sixth digit).
    const scanned = linkCodeParamTake();
    if (!scanned) return;
    void (async () => {
      for (const digit of scanned) await press(digit);
    })();
  }, [press]);
  useEffect(() => {
    // seed 000 §2.5: success stores the configuration and goes to Synchronize.
    if (linked) void navigate(ROUTES.Synchronize, { replace: true });
  }, [linked, navigate]);

  return (
    <OfflineNoticeFrame>
      <main className="flex flex-1 items-center justify-center bg-chrome p-6 text-on-chrome max-sm:p-3">
        <section
          aria-labelledby="auth-title"
          className="flex w-full max-w-sm flex-col gap-6 rounded-dialog bg-slate-800 p-8 shadow-xl max-sm:gap-4 max-sm:p-5"
        >
          <h1 id="auth-title" className="text-center text-xl font-semibold">
            {t('auth.enterCode')}
          </h1>
          <CodeDisplay
            value={code}
            length={VERIFICATION_CODE_LENGTH}
            label={t('auth.codeProgress', {
              entered: code.length,
              total: VERIFICATION_CODE_LENGTH,
              count: VERIFICATION_CODE_LENGTH,
            })}
          />
          <p aria-live="polite" className="min-h-6 text-center text-sm text-slate-300">
            {verifying ? t('auth.verifying') : ''}
          </p>
          <Keypad onKey={onKey} disabled={verifying} label={t('auth.keypad')} />
          <Button
            variant="chrome"
            onClick={() => {
              // issue 6 §3: "Try the demo" links to the demo store of this server.
              demoStart();
              useSession.getState().linked('demo');
              void navigate(ROUTES.Synchronize, { replace: true });
            }}
          >
            {t('auth.tryDemo')}
          </Button>
        </section>
        <NoticeModal
          isOpen={invalid}
          title={t('auth.invalidTitle')}
          text={t('auth.invalidText')}
          onClose={dismissInvalid}
        />
      </main>
    </OfflineNoticeFrame>
  );
}
