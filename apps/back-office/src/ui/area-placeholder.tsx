import { useTranslation } from 'react-i18next';
import { Page, Panel } from './page.tsx';

/** An area whose screens are not in this build yet: says so plainly (its owner replaces its routes.tsx). */
export function AreaPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Page title={title}>
      <Panel>
        <p>{t('placeholder')}</p>
      </Panel>
    </Page>
  );
}
