import { useTranslation } from 'react-i18next';

/** Terminal verification (seed 000 §2.5). The keypad and verification come with the shell issue. */
export default function AuthScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex h-full items-center justify-center bg-slate-900 p-6 text-white">
      <section aria-labelledby="auth-title" className="rounded-2xl bg-slate-800 p-8 shadow-xl">
        <h1 id="auth-title" className="text-xl font-semibold">
          {t('auth.enterCode')}
        </h1>
      </section>
    </main>
  );
}
