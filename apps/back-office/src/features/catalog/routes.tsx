import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../ui/area-placeholder.tsx';

/**
 * The catalog area under /dashboard/stores/:store/catalog/* (its owner replaces this file): declare the area's
 * screens here with react-router's <Routes>, each lazy where it is large. See apps/back-office/README.md.
 */
export default function CatalogRoutes() {
  const { t } = useTranslation('common');
  return <AreaPlaceholder title={t('nav.catalog')} />;
}
