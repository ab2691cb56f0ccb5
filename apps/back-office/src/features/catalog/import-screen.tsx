import {
  CATALOG_CSV_COLUMNS,
  CSV_IMPORT_MAX_BYTES,
  catalogImportPreview,
  catalogImportResult,
  type CatalogImportPreview,
  type CatalogImportResult,
} from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { Button } from '@terminal-ui/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, apiUrl, csrfTokenGet } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { catalogKey } from './api.ts';
import { CatalogNav } from './catalog-nav.tsx';

/**
 * Sends the CSV text and reports how much of it is sent (XMLHttpRequest: fetch has no upload progress); answers the
 * JSON or rejects with an ApiError as the client's api() would.
 */
function postCsv(url: string, text: string, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'text/csv');
    request.setRequestHeader('Accept', 'application/json');
    const token = csrfTokenGet();
    if (token) request.setRequestHeader('X-CSRF-Token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(json);
      const body = (json ?? {}) as { error?: string; message?: string; field?: string };
      reject(new ApiError(request.status, body.error ?? 'unknown', body.message ?? request.statusText, body.field));
    };
    request.send(text);
  });
}

type Phase = 'idle' | 'checking' | 'checked' | 'importing' | 'done';

/** CSV import (issue 16 §4): choose a file, see what it would do and each row's errors, then import it. */
export default function ImportScreen() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const format = useFormat();
  const client = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<CatalogImportPreview | null>(null);
  const [result, setResult] = useState<CatalogImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const base = `/stores/${String(storeId)}/catalog`;

  const check = async (file: File) => {
    setError(null);
    setPreview(null);
    setResult(null);
    setFileName(file.name);
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      setError(new ApiError(413, 'too_large', t('import.tooLarge', { mb: CSV_IMPORT_MAX_BYTES / 1024 / 1024 })));
      setPhase('idle');
      return;
    }
    const content = await file.text();
    setText(content);
    setPhase('checking');
    setProgress(0);
    try {
      const answer = await postCsv(apiUrl(`${base}/import/preview`), content, setProgress);
      setPreview(catalogImportPreview.parse(answer));
      setPhase('checked');
    } catch (failure) {
      setError(failure);
      setPhase('idle');
    }
  };

  const run = async () => {
    if (text === null) return;
    setError(null);
    setPhase('importing');
    setProgress(0);
    try {
      const answer = await postCsv(apiUrl(`${base}/import`), text, setProgress);
      setResult(catalogImportResult.parse(answer));
      setPhase('done');
      await client.invalidateQueries({ queryKey: catalogKey(storeId) });
    } catch (failure) {
      setError(failure);
      setPhase('checked');
    }
  };

  const busy = phase === 'checking' || phase === 'importing';
  const errorCount = (preview?.errors.length ?? 0) + (preview?.errors_more ?? 0);
  return (
    <Page title={t('import.title')}>
      <CatalogNav />
      <Panel title={t('import.chooseTitle')}>
        <p className="mb-3">{t('import.intro')}</p>
        <p className="mb-3 text-sm break-words text-ink-muted">
          {t('import.columns', { columns: CATALOG_CSV_COLUMNS.join(', ') })}
        </p>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-semibold">
            {t('import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            className="max-w-full text-sm file:mr-3 file:min-h-touch file:rounded-control file:border-0 file:bg-secondary file:px-4 file:font-semibold"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void check(file);
            }}
          />
        </div>
      </Panel>

      {busy && (
        <Panel>
          <label className="flex flex-col gap-2">
            <span className="font-semibold">
              {phase === 'checking'
                ? t('import.checking', { name: fileName })
                : t('import.importing', { name: fileName })}
            </span>
            {progress < 1 ? (
              <progress className="h-3 w-full accent-primary" max={100} value={Math.round(progress * 100)}>
                {Math.round(progress * 100)}%
              </progress>
            ) : (
              <progress className="h-3 w-full accent-primary" />
            )}
          </label>
          <p role="status" className="mt-2 text-ink-muted">
            {progress < 1 ? t('import.sending', { percent: Math.round(progress * 100) }) : t('import.working')}
          </p>
        </Panel>
      )}

      <ErrorBanner error={error} />

      {preview && phase !== 'done' && (
        <Panel title={t('import.previewTitle', { name: fileName })}>
          <ul className="mb-4 flex flex-col gap-1">
            <li>{t('import.creates', { count: preview.creates })}</li>
            <li>{t('import.updates', { count: preview.updates })}</li>
            {preview.new_categories.length > 0 && (
              <li className="break-words">
                {t('import.newCategories', {
                  count: preview.new_categories.length,
                  names: preview.new_categories.join(', '),
                })}
              </li>
            )}
            {preview.ignored_columns.length > 0 && (
              <li className="break-words">{t('import.ignored', { columns: preview.ignored_columns.join(', ') })}</li>
            )}
            <li className={errorCount ? 'font-semibold text-danger' : ''}>
              {errorCount ? t('import.errors', { count: errorCount }) : t('import.noErrors')}
            </li>
          </ul>
          {errorCount > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="mb-2 text-left font-bold">{t('import.errorsTable')}</caption>
                <thead className="bg-secondary">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('import.row')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('import.field')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('import.problem')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.map((row, index) => (
                    <tr key={index} className="border-t border-line">
                      <td className="px-3 py-2 tabular-nums">{row.row}</td>
                      <td className="px-3 py-2">{row.field}</td>
                      <td className="px-3 py-2 break-words">
                        {t(`csvErrors.${row.code}`, { ...row.values, defaultValue: row.message })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.errors_more > 0 && (
                <p className="mt-2 text-ink-muted">{t('import.moreErrors', { count: preview.errors_more })}</p>
              )}
              <p className="mt-3 font-semibold">{t('import.fixAndRetry')}</p>
            </div>
          ) : (
            <>
              {preview.sample.length > 0 && (
                <div className="mb-4 overflow-x-auto">
                  <table className="w-full border-collapse text-left">
                    <caption className="mb-2 text-left font-bold">{t('import.sampleTable')}</caption>
                    <thead className="bg-secondary">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          {t('import.row')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('import.action')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('products.sku')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('products.name')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-right">
                          {t('products.price')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.sample.map((row) => (
                        <tr key={row.row} className="border-t border-line">
                          <td className="px-3 py-2 tabular-nums">{row.row}</td>
                          <td className="px-3 py-2">{t(`import.${row.action}`)}</td>
                          <td className="px-3 py-2">{row.sku || '—'}</td>
                          <td className="px-3 py-2 break-words">{row.name}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{format.money(cents(row.price_cents))}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <Button variant="primary" busy={busy} onClick={() => void run()}>
                {t('import.run', { count: preview.creates + preview.updates })}
              </Button>
            </>
          )}
        </Panel>
      )}

      {result && (
        <Panel title={t('import.doneTitle')}>
          <p role="status" className="mb-3">
            {t('import.done', { created: result.created, updated: result.updated, categories: result.new_categories })}
          </p>
          <Link to={base} className="font-semibold text-primary underline">
            {t('import.toProducts')}
          </Link>
        </Panel>
      )}
    </Page>
  );
}
