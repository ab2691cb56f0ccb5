import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../ui/area-placeholder.tsx';

export default function Screen() {
  const { t } = useTranslation('common');
  return <AreaPlaceholder title={t('nav.account')} />;
}
