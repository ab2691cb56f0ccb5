import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/** Shown when a screen's code cannot be loaded (seed 000 §8: chunk load failure) or a screen throws. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex h-full flex-col items-center justify-center gap-4 p-6">
      <p>{t('errors.screenLoad')}</p>
      <Button variant="primary" onClick={() => location.reload()}>
        {t('common.reload')}
      </Button>
    </main>
  );
}
