import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../ui/area-placeholder.tsx';

/**
 * The sales area (its owner replaces this file): the default export is mounted at /dashboard/stores/:store/sales/*,
 * `ReportsRoutes` at /dashboard/stores/:store/reports/*. See apps/back-office/README.md.
 */
export default function SalesRoutes() {
  const { t } = useTranslation('common');
  return <AreaPlaceholder title={t('nav.sales')} />;
}

export function ReportsRoutes() {
  const { t } = useTranslation('common');
  return <AreaPlaceholder title={t('nav.reports')} />;
}
