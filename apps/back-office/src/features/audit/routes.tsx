import type { AuditEntry, AuditResponse } from '@opentill/contracts';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, csvUrl } from '../../api/client.ts';
import { useAccount } from '../../api/session.ts';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useFormat } from '../../ui/use-format.ts';

/** The areas the action filter offers (the action's first word: 'product.update' → product). */
const AREAS = [
  'sign-in',
  'setup',
  'account',
  'session',
  'store',
  'product',
  'category',
  'tax',
  'modifier-group',
  'discount',
  'dining-option',
  'image',
  'employee',
  'timeclock',
  'terminal',
  'payment-type',
  'printer',
  'section',
  'table',
  'order',
] as const;
const VERBS = [
  'create',
  'update',
  'delete',
  'failed',
  'locked',
  'pin',
  'password',
  'password-reset',
  'profile',
  'revoke',
  'import',
  'upload',
  'settings',
  'link-code',
  'place',
  'availability',
  'refund',
] as const;

/** "Product · changed" for 'product.update'; the raw action for one this screen does not know. */
export function useActionLabel(): (action: string) => string {
  const { t } = useTranslation('audit');
  return (action: string) => {
    const [noun = '', verb] = action.split('.', 2);
    const known = (list: readonly string[], word: string) => list.includes(word);
    if (action === 'sign-out') return t('actions.signOut');
    if (!known(AREAS, noun)) return action;
    const area = t(`areas.${noun}`);
    if (verb === undefined) return area;
    return known(VERBS, verb) ? `${area} · ${t(`verbs.${verb}`)}` : `${area} · ${verb}`;
  };
}

/** A detail value as text: strings as they are, everything else as JSON (never markup: React escapes it). */
const text = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
};

function Detail({ detail }: { detail: AuditEntry['detail'] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-sm">
      {entries.map(([key, value]) => {
        const change =
          typeof value === 'object' && value !== null && 'before' in value && 'after' in value ? value : null;
        return (
          <li key={key} className="break-words">
            <span className="font-semibold">{key}</span>:{' '}
            {change ? (
              <>
                <span className="text-ink-muted line-through decoration-1">{text(change.before)}</span>
                {' → '}
                <span>{text(change.after)}</span>
              </>
            ) : (
              text(value)
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The audit log (issue 16 §10): who changed what and when, newest first, 50 at a time; filtered by store and area.
 * An owner reads the whole business, a manager their stores and their own sign-ins (the server decides).
 */
export default function AuditScreen() {
  const { t } = useTranslation('audit');
  const { t: common } = useTranslation('common');
  const account = useAccount();
  const format = useFormat();
  const actionLabel = useActionLabel();
  const [store, setStore] = useState('');
  const [area, setArea] = useState('');
  const log = useInfiniteQuery({
    queryKey: ['audit', store, area],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api<AuditResponse>('/audit', {
        query: { store: store || undefined, action: area || undefined, before: pageParam ?? undefined, limit: 50 },
        signal,
      }),
    getNextPageParam: (page) => page.next_before,
  });
  const storeName = (id: number | null) =>
    id === null ? t('business') : (account.stores.find((entry) => entry.id === id)?.name ?? `#${String(id)}`);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Page
      title={t('title')}
      description={t('intro')}
      actions={
        <a
          className={buttonClass('secondary')}
          href={csvUrl('/audit', { store: store || undefined, action: area || undefined })}
          download
        >
          {common('csv')}
        </a>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('filters.store')}
          value={store}
          onChange={(event) => setStore(event.target.value)}
          options={[
            { value: '', label: t('filters.allStores') },
            ...account.stores.map((entry) => ({ value: String(entry.id), label: entry.name })),
          ]}
        />
        <SelectField
          label={t('filters.area')}
          value={area}
          onChange={(event) => setArea(event.target.value)}
          options={[
            { value: '', label: t('filters.allAreas') },
            ...AREAS.map((value) => ({ value, label: t(`areas.${value}`) })),
          ]}
        />
      </div>
      <Panel>
        {log.isPending ? (
          <Loading />
        ) : log.isError ? (
          <QueryError error={log.error} retry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol aria-label={t('title')} className="flex flex-col divide-y divide-line">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 md:grid-cols-[11rem_1fr] md:gap-4">
                <time dateTime={entry.created_at} className="text-sm text-ink-muted">
                  {format.dateTime(entry.created_at)}
                </time>
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-semibold">{actionLabel(entry.action)}</span>
                    {entry.target && <span className="text-ink-muted"> · {entry.target}</span>}
                  </p>
                  <p className="text-sm break-words text-ink-muted">
                    {t('by', {
                      who: entry.account_name || entry.account_email || t('unknownAccount'),
                      store: storeName(entry.store_id),
                      address: entry.address || '—',
                    })}
                  </p>
                  <Detail detail={entry.detail} />
                </div>
              </li>
            ))}
          </ol>
        )}
        {log.hasNextPage && (
          <Button className="mt-3" busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('more')}
          </Button>
        )}
      </Panel>
    </Page>
  );
}
