import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OfflineNoticeFrame } from '../../app/shell/offline-notice-frame.tsx';
import { FIRST_SYNC_STEPS } from '../../data/sync/first-sync.ts';
import { Button } from '../../ui/button.tsx';
import { syncedDestination, useSyncStore } from './sync-store.ts';

/** Synchronize (seed 000 §2.1, issue 6 §4): progress by step and by product page, the seeds' failure texts, Retry. */
export default function SynchronizeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, step, productPages, done, start } = useSyncStore();

  useEffect(() => {
    if (useSyncStore.getState().status !== 'running') void useSyncStore.getState().start();
  }, []);
  useEffect(() => {
    if (status !== 'done') return;
    useSyncStore.getState().reset();
    // After the first sync the terminal signs in (PIN); a signed-in employee who synced goes back to work instead.
    void syncedDestination().then((path) => navigate(path, { replace: true }));
  }, [status, navigate]);

  return (
    <OfflineNoticeFrame>
      <main className="flex flex-1 items-center justify-center bg-chrome p-6 text-on-chrome max-sm:p-3">
        <section
          aria-labelledby="sync-title"
          className="flex w-full max-w-md flex-col gap-5 rounded-dialog bg-slate-800 p-8 shadow-xl max-sm:p-5"
        >
          <h1 id="sync-title" className="text-xl font-semibold">
            {t('sync.title')}
          </h1>
          <div
            role="progressbar"
            aria-label={t('sync.progress')}
            aria-valuemin={0}
            aria-valuemax={FIRST_SYNC_STEPS.length}
            aria-valuenow={done.length}
            className="h-2 overflow-hidden rounded bg-slate-700"
          >
            <div
              className="h-full bg-sky-500 transition-all"
              style={{ width: `${(done.length / FIRST_SYNC_STEPS.length) * 100}%` }}
            />
          </div>
          <ol className="flex flex-col gap-1">
            {FIRST_SYNC_STEPS.map((name) => {
              const isDone = done.includes(name);
              const current = !isDone && step === name;
              return (
                <li
                  key={name}
                  aria-current={current ? 'step' : undefined}
                  className={isDone ? 'text-emerald-300' : current ? 'font-semibold text-white' : 'text-slate-400'}
                >
                  {t(`sync.steps.${name}`)}
                  {name === 'products' && productPages > 0
                    ? ` — ${t('sync.productPages', { count: productPages })}`
                    : ''}
                  <span className="sr-only">
                    {isDone ? ` (${t('sync.stepDone')})` : current ? ` (${t('sync.stepRunning')})` : ''}
                  </span>
                </li>
              );
            })}
          </ol>
          {status === 'failed' && (
            <div role="alert" className="flex flex-col gap-3 rounded-lg bg-red-900/60 p-4">
              <h2 className="font-semibold">{t('sync.failedTitle')}</h2>
              <p>{t('sync.failedText')}</p>
              <Button onClick={() => void start()} className="self-start">
                {t('common.retry')}
              </Button>
            </div>
          )}
        </section>
      </main>
    </OfflineNoticeFrame>
  );
}
