import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordChangeRequest,
  type PasswordChangeRequest,
  type SessionResponse,
  type SessionsResponse,
} from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button } from '@terminal-ui/button.tsx';
import { ConfirmModal } from '@terminal-ui/confirm-modal.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api, ApiError } from '../../api/client.ts';
import { SESSION_KEY, useAccount } from '../../api/session.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { SuccessNote } from '../../ui/success-note.tsx';

const SESSIONS_KEY = ['sessions'] as const;

function Profile() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const client = useQueryClient();
  const saveLanguage = useMutation({
    mutationFn: (language: string) => api<SessionResponse>('/me', { method: 'PATCH', body: { language } }),
    onSuccess: (session) => client.setQueryData(SESSION_KEY, session),
  });
  return (
    <Panel title={t('account.profile')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('name')}</dt>
        <dd className="break-words">{account.name}</dd>
        <dt className="font-semibold">{t('email')}</dt>
        <dd className="break-all">{account.email}</dd>
        <dt className="font-semibold">{t('account.role')}</dt>
        <dd>{t(`roles.${account.role}`)}</dd>
        <dt className="font-semibold">{t('account.business')}</dt>
        <dd className="break-words">{account.business_name}</dd>
      </dl>
      <div className="mt-4 max-w-sm">
        <LanguagePicker onChange={(language) => saveLanguage.mutate(language)} />
        <ErrorBanner error={saveLanguage.error} className="mt-2" />
      </div>
    </Panel>
  );
}

type PasswordForm = PasswordChangeRequest & { confirm: string };

function PasswordChange() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [done, setDone] = useState<number | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(
      passwordChangeRequest
        .extend({ confirm: z.string() })
        .refine((values) => values.confirm === values.new_password, { message: 'mismatch', path: ['confirm'] }),
    ),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const change = useMutation({
    mutationFn: ({ current_password, new_password }: PasswordForm) =>
      api<{ ok: true; other_sessions_ended: number }>('/password', {
        method: 'POST',
        body: { current_password, new_password },
      }),
    onSuccess: (answer) => {
      setDone(answer.other_sessions_ended);
      form.reset();
      void client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'wrong_password')
        form.setError('current_password', { message: t('passwordChange.wrong') }, { shouldFocus: true });
      else if (error instanceof ApiError && error.field === 'new_password')
        form.setError('new_password', { message: t('passwordChange.same') }, { shouldFocus: true });
    },
  });
  const fieldError = change.error instanceof ApiError && change.error.field ? null : change.error;
  return (
    <Panel title={t('passwordChange.title')}>
      <form
        noValidate
        className="flex max-w-md flex-col gap-4"
        onSubmit={(event) => {
          setDone(null);
          void form.handleSubmit((values) => change.mutate(values))(event);
        }}
      >
        <p className="text-ink-muted">{t('passwordChange.intro')}</p>
        <FormField
          form={form}
          name="current_password"
          label={t('passwordChange.current')}
          type="password"
          autoComplete="current-password"
        />
        <FormField
          form={form}
          name="new_password"
          label={t('passwordChange.new')}
          type="password"
          autoComplete="new-password"
          description={t('passwordHint', { count: 10 })}
        />
        <FormField
          form={form}
          name="confirm"
          label={t('passwordChange.confirm')}
          type="password"
          autoComplete="new-password"
        />
        <ErrorBanner error={fieldError} />
        {done !== null && <SuccessNote>{t('passwordChange.changed', { count: done })}</SuccessNote>}
        <Button type="submit" variant="primary" busy={change.isPending} className="self-start">
          {t('passwordChange.submit')}
        </Button>
      </form>
    </Panel>
  );
}

/** A browser's user agent in a few words: "Firefox on Linux". */
export function deviceName(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : '';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /CrOS/.test(agent)
            ? 'ChromeOS'
            : /Linux/.test(agent)
              ? 'Linux'
              : '';
  if (browser && system) return `${browser} · ${system}`;
  return browser || system || agent.slice(0, 60);
}

function Sessions() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<number | null>(null);
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api<SessionsResponse>('/sessions', { signal }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api(`/sessions/${String(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      const current = sessions.data?.sessions.find((row) => row.id === id)?.current;
      if (current) {
        client.clear();
        client.setQueryData(SESSION_KEY, null);
        void navigate('/sign-in', { replace: true });
        return;
      }
      void client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  return (
    <Panel title={t('sessions.title')}>
      <p className="mb-3 text-ink-muted">{t('sessions.intro')}</p>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <QueryError error={sessions.error} retry={() => void sessions.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {sessions.data.sessions.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {deviceName(row.user_agent)}
                  {row.current && <Badge tone="success">{t('sessions.current')}</Badge>}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('sessions.detail', {
                    address: row.address,
                    started: format.dateTime(row.created_at),
                    seen: format.dateTime(row.last_seen_at),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                variant={row.current ? 'secondary' : 'danger'}
                onClick={() => setConfirm(row.id)}
                aria-label={t('sessions.revokeLabel', { device: deviceName(row.user_agent), address: row.address })}
              >
                {row.current ? t('sessions.signOutHere') : t('sessions.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ErrorBanner error={revoke.error} className="mt-3" />
      <ConfirmModal
        isOpen={confirm !== null}
        message={t('sessions.confirm')}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm !== null) revoke.mutate(confirm);
          setConfirm(null);
        }}
      />
    </Panel>
  );
}

/** Account (issue 16 §2): who is signed in, the interface language, password change, sessions to revoke. */
export default function AccountScreen() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('account.title')}>
      <div className="grid gap-5 xl:grid-cols-2">
        <Profile />
        <PasswordChange />
      </div>
      <Sessions />
    </Page>
  );
}
