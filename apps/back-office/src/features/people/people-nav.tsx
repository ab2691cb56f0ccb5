import { useTranslation } from 'react-i18next';
import { useStoreId } from '../../app/store-context.ts';
import { SubNav } from './parts.tsx';

/** Employees | Time clock. */
export function PeopleNav() {
  const { t } = useTranslation('people');
  const base = `/stores/${useStoreId()}/people`;
  return (
    <SubNav
      label={t('nav.label')}
      links={[
        { to: base, label: t('nav.employees'), end: true },
        { to: `${base}/timeclock`, label: t('nav.timeclock') },
      ]}
    />
  );
}
