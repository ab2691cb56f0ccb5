import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../app/routes.ts';

/** Stands in for a screen that a later issue builds; shows the route's name so navigation is testable. */
export function PlaceholderScreen({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  return (
    <main className="flex h-full flex-col items-center justify-center gap-2 p-6">
      <h1 className="text-2xl font-semibold">{t('placeholder.title', { name })}</h1>
      <p className="text-ink-muted">{t('placeholder.notBuilt')}</p>
    </main>
  );
}
