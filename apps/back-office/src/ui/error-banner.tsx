import { useTranslation } from 'react-i18next';
import { errorMessage, errorTitleKey } from '../api/client.ts';

/**
 * An API failure shown in place (a form's or a panel's): the seeds' error title in bold red and the message under
 * it, announced as an alert. Nothing when there is no error.
 */
export function ErrorBanner({ error, className = '' }: { error: unknown; className?: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return (
    <div role="alert" className={`rounded-control border border-red-300 bg-red-50 px-4 py-3 text-ink ${className}`}>
      <p className="font-bold text-danger">{t(errorTitleKey(error))}</p>
      <p className="break-words">{errorMessage(error, (key, fallback) => t(key, { defaultValue: fallback }))}</p>
    </div>
  );
}
