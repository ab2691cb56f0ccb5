import { buttonClass } from '@terminal-ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { ErrorBanner } from '../ui/error-banner.tsx';

/** An address that leads nowhere (or a store this account may not see: the API's 404 too). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** A screen that threw while loading or rendering (e.g. its chunk could not be fetched after an update). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('errors.titles.unknown')}</h1>
      <ErrorBanner error={error} className="w-full" />
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </main>
  );
}
