import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountCreateRequest,
  type AccountCreateResponse,
  type AccountRow,
  type AccountsResponse,
  type AccountUpdateRequest,
  type AccountUpdateResponse,
} from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { api, ApiError } from '../../api/client.ts';
import { useAccount } from '../../api/session.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField, FormSelect } from '../../ui/form-field.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useFormat } from '../../ui/use-format.ts';

const ACCOUNTS_KEY = ['accounts'] as const;
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Checkboxes of the business's stores (a manager's list). */
function StoreChecks({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('account');
  const account = useAccount();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{t('managers.stores')}</legend>
      <p className="text-sm text-ink-muted">{t('managers.storesHint')}</p>
      {account.stores.map((store) => (
        <label key={store.id} className="flex min-h-touch items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={value.includes(store.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, store.id] : value.filter((id) => id !== store.id))
            }
          />
          <span className="break-words">{store.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

type CreateInput = z.input<typeof accountCreateRequest>;
type CreateOutput = z.output<typeof accountCreateRequest>;

function AddManager({ onCreated }: { onCreated: (answer: AccountCreateResponse) => void }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(accountCreateRequest),
    defaultValues: { name: '', email: '', role: 'manager', language: 'en', store_ids: [] },
  });
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const role = form.watch('role');
  const create = useMutation({
    mutationFn: (body: CreateOutput) =>
      api<AccountCreateResponse>('/accounts', { method: 'POST', body: { ...body, store_ids: storeIds } }),
    onSuccess: (answer) => {
      form.reset();
      setStoreIds([]);
      void client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      onCreated(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === 'email' || error.code === 'email_taken'))
        form.setError('email', { message: t('managers.emailTaken') }, { shouldFocus: true });
    },
  });
  return (
    <Panel title={t('managers.add')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField form={form} name="name" label={t('managers.name')} autoComplete="off" />
          <FormField form={form} name="email" label={t('email')} type="email" autoComplete="off" />
          <FormSelect
            form={form}
            name="role"
            label={t('account.role')}
            options={[
              { value: 'manager', label: t('roles.manager') },
              { value: 'owner', label: t('roles.owner') },
            ]}
          />
          <FormSelect form={form} name="language" label={t('managers.language')} options={LANGUAGE_OPTIONS} />
        </div>
        {role !== 'owner' && <StoreChecks value={storeIds} onChange={setStoreIds} />}
        <p className="text-sm text-ink-muted">{t('managers.passwordMade')}</p>
        <ErrorBanner error={create.error instanceof ApiError && create.error.field === 'email' ? null : create.error} />
        <Button type="submit" variant="primary" busy={create.isPending} className="self-start">
          {t('managers.create')}
        </Button>
      </form>
    </Panel>
  );
}

function EditAccount({ row, onClose }: { row: AccountRow; onClose: () => void }) {
  const { t } = useTranslation('account');
  const me = useAccount();
  const client = useQueryClient();
  const [role, setRole] = useState(row.role);
  const [storeIds, setStoreIds] = useState<number[]>(row.store_ids);
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const update = useMutation({
    mutationFn: (body: AccountUpdateRequest) =>
      api<AccountUpdateResponse>(`/accounts/${String(row.id)}`, { method: 'PATCH', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      onClose();
    },
  });
  const save = () =>
    update.mutate({
      role,
      ...(role === 'manager' ? { store_ids: storeIds } : {}),
      ...(password ? { password } : {}),
    });
  const self = row.id === me.id;
  return (
    <Modal isOpen onClose={onClose} title={t('managers.editTitle', { name: row.name })} size="md">
      <div className="flex flex-col gap-4">
        <p className="break-all text-ink-muted">{row.email}</p>
        <SelectField
          label={t('account.role')}
          value={role}
          onChange={(event) => setRole(event.target.value === 'owner' ? 'owner' : 'manager')}
          options={[
            { value: 'manager', label: t('roles.manager') },
            { value: 'owner', label: t('roles.owner') },
          ]}
        />
        {role === 'manager' && <StoreChecks value={storeIds} onChange={setStoreIds} />}
        <div className="flex flex-col gap-1">
          <label htmlFor={passwordId} className="font-semibold">
            {t('managers.newPassword')}
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={`${passwordId}-hint`}
            className="min-h-touch rounded-control border border-slate-400 px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
          />
          <p id={`${passwordId}-hint`} className="text-sm text-ink-muted">
            {t('managers.newPasswordHint', { count: 10 })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {row.locked_until && (
            <Button size="sm" busy={update.isPending} onClick={() => update.mutate({ unlock: true })}>
              {t('managers.unlock')}
            </Button>
          )}
          {!self && (
            <Button
              size="sm"
              variant={row.disabled ? 'secondary' : 'danger'}
              busy={update.isPending}
              onClick={() => update.mutate({ disabled: !row.disabled })}
            >
              {row.disabled ? t('managers.enable') : t('managers.disable')}
            </Button>
          )}
        </div>
        <ErrorBanner error={update.error} />
        <ModalActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button variant="primary" busy={update.isPending} onClick={save}>
            {t('common:save')}
          </Button>
        </ModalActions>
      </div>
    </Modal>
  );
}

function AccountsList({ onEdit }: { onEdit: (row: AccountRow) => void }) {
  const { t } = useTranslation('account');
  const me = useAccount();
  const format = useFormat();
  const accounts = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => api<AccountsResponse>('/accounts', { signal }),
  });
  const storeName = (id: number) => me.stores.find((store) => store.id === id)?.name ?? `#${String(id)}`;
  if (accounts.isPending) return <Loading />;
  if (accounts.isError) return <QueryError error={accounts.error} retry={() => void accounts.refetch()} />;
  return (
    <Panel title={t('managers.list')}>
      <ul className="flex flex-col divide-y divide-line">
        {accounts.data.accounts.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                {row.name}
                <Badge tone={row.role === 'owner' ? 'info' : 'neutral'}>{t(`roles.${row.role}`)}</Badge>
                {row.disabled && <Badge tone="warning">{t('managers.disabled')}</Badge>}
                {row.locked_until && <Badge tone="danger">{t('managers.locked')}</Badge>}
              </p>
              <p className="text-sm break-all text-ink-muted">{row.email}</p>
              <p className="text-sm text-ink-muted">
                {row.role === 'owner'
                  ? t('managers.allStores')
                  : row.store_ids.length === 0
                    ? t('managers.noStores')
                    : row.store_ids.map(storeName).join(', ')}
                {' · '}
                {t('managers.since', { date: format.date(row.created_at) })}
              </p>
            </div>
            <Button size="sm" onClick={() => onEdit(row)} aria-label={t('managers.editLabel', { name: row.name })}>
              {t('managers.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Managers (issue 16 §2, owner only): the business's accounts, a new manager with their stores, changes. */
export default function ManagersScreen() {
  const { t } = useTranslation('account');
  const me = useAccount();
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const [created, setCreated] = useState<AccountCreateResponse | null>(null);
  if (me.role !== 'owner') return <Navigate to="/account" replace />;
  return (
    <Page title={t('managers.title')} description={t('managers.intro')}>
      {created?.initial_password && (
        <div role="status" className="rounded-panel border border-green-300 bg-green-50 p-4">
          <p className="font-semibold">{t('managers.created', { email: created.account.email })}</p>
          <p className="mt-2">
            {t('managers.initialPassword')}{' '}
            <code className="rounded bg-white px-2 py-1 font-mono text-lg break-all select-all">
              {created.initial_password}
            </code>
          </p>
          <Button size="sm" className="mt-3" onClick={() => setCreated(null)}>
            {t('common:close')}
          </Button>
        </div>
      )}
      <AccountsList onEdit={setEditing} />
      <AddManager onCreated={setCreated} />
      {editing && <EditAccount row={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
