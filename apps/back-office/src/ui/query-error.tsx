import { Button } from '@terminal-ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from './error-banner.tsx';

/** A query that failed: what went wrong and a Retry button. */
export function QueryError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-start gap-3 p-4">
      <ErrorBanner error={error} className="w-full" />
      {retry && <Button onClick={retry}>{t('retry')}</Button>}
    </div>
  );
}
