import { useTranslation } from 'react-i18next';
import { useStoreId } from '../../app/store-context.ts';
import { SubNav } from '../people/parts.tsx';

/** Terminals | Printers. */
export function DevicesNav() {
  const { t } = useTranslation('devices');
  const base = `/stores/${useStoreId()}/devices`;
  return (
    <SubNav
      label={t('nav.label')}
      links={[
        { to: base, label: t('nav.terminals'), end: true },
        { to: `${base}/printers`, label: t('nav.printers') },
      ]}
    />
  );
}
