import { buttonClass } from '@terminal-ui/button.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '../../app/store-context.ts';
import { Page, Panel } from '../../ui/page.tsx';
import { Loading } from '../../ui/loading.tsx';

/**
 * Today's figures come in a chunk of their own (the sales area's charts and contracts, ~60 KB gzip): the screen and
 * its shortcuts show at once, the figures as soon as their code and data are there (decisions §47, the initial-JS
 * budget).
 */
const TodayFigures = lazy(() => import('../sales/today.tsx').then((module) => ({ default: module.TodayFigures })));

const SHORTCUTS = [
  { path: 'catalog', key: 'catalog' },
  { path: 'people', key: 'people' },
  { path: 'devices', key: 'devices' },
  { path: 'floor', key: 'floor' },
  { path: 'reports', key: 'reports' },
] as const;

/**
 * The store's Overview (the dashboard's first screen): today's figures so far, live (the sales area's TodayFigures:
 * the same computation as the day summary and the terminal's reports), and the places an owner goes next.
 */
export default function OverviewScreen() {
  const { t } = useTranslation('overview');
  const store = useStore();
  return (
    <Page title={t('title')} description={t('today', { store: store.name })}>
      <Suspense fallback={<Loading />}>
        <TodayFigures store={store.id} />
      </Suspense>
      <Panel title={t('next')}>
        <ul className="flex flex-wrap gap-2">
          {SHORTCUTS.map((entry) => (
            <li key={entry.path}>
              <Link to={`../${entry.path}`} relative="path" className={buttonClass('secondary')}>
                {t(`shortcuts.${entry.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </Page>
  );
}
