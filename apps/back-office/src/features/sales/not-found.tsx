import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../ui/page.tsx';

/** A report address that names no report. */
export function NotFoundReport() {
  const { t } = useTranslation('sales');
  return (
    <Page title={t('reports.notFound')}>
      <Link to="../day" relative="path" className="font-semibold text-primary underline underline-offset-2">
        {t('reports.kind.day')}
      </Link>
    </Page>
  );
}
