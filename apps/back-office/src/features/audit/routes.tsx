import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../ui/area-placeholder.tsx';

export default function AuditScreen() {
  const { t } = useTranslation('common');
  return <AreaPlaceholder title={t('nav.audit')} />;
}
