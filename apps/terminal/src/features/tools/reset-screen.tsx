import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-store.ts';
import { outboxCount } from '../../data/repositories/outbox.ts';
import { resetLocalData } from '../../data/reset.ts';
import { Button } from '../../ui/button.tsx';
import { ModalActions } from '../../ui/modal.tsx';

/**
 * Reset (seed 000 §2.10): clears all local data, then goes to Auth. Issue 5 §10: while anything is not yet
 * uploaded it warns and waits for a confirmation instead.
 */
export default function ResetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);

  const reset = useCallback(async () => {
    // The session is reset first: its persisted copy under 'data' is then cleared with the rest of localStorage.
    useSession.getState().reset();
    await resetLocalData();
    void navigate(ROUTES.Auth, { replace: true });
  }, [navigate]);

  useEffect(() => {
    let live = true;
    void outboxCount().then((count) => {
      if (!live) return;
      if (count === 0) void reset();
      else setPending(count);
    });
    return () => {
      live = false;
    };
  }, [reset]);

  return (
    <main className="flex min-h-full items-center justify-center p-6 max-sm:p-3">
      {pending === null ? (
        <p aria-live="polite">{t('reset.working')}</p>
      ) : (
        <section
          role="alertdialog"
          aria-labelledby="reset-title"
          className="flex w-full max-w-md flex-col gap-4 rounded-dialog bg-surface p-6 shadow-xl"
        >
          <h1 id="reset-title" className="text-xl font-semibold">
            {t('reset.title')}
          </h1>
          <p>{t('reset.unsynced', { count: pending })}</p>
          <ModalActions>
            <Button onClick={() => void navigate(ROUTES.Tools, { replace: true })} autoFocus>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void reset()}>
              {t('reset.confirm')}
            </Button>
          </ModalActions>
        </section>
      )}
    </main>
  );
}
