import { zodResolver } from '@hookform/resolvers/zod';
import { setupRequest, type SessionResponse } from '@opentill/contracts';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api, ApiError } from '../../api/client.ts';
import { useSessionStart } from '../../api/session.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { Loading } from '../../ui/loading.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { LogoInput, logoProblem, logoUpload, StoreFields } from './store-fields.tsx';

type SetupInput = z.input<typeof setupRequest>;
type SetupOutput = z.output<typeof setupRequest>;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-line pt-4">
      <legend className="pe-2 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SetupForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const start = useSessionStart();
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoFailed, setLogoFailed] = useState<{ error: unknown; storeId: number } | null>(null);
  const form = useForm<SetupInput, unknown, SetupOutput>({
    resolver: zodResolver(setupRequest),
    defaultValues: {
      code,
      owner: { name: '', email: '', password: '', language: isLanguage(language) ? language : 'en' },
      store: {
        name: '',
        address: '',
        country: 'US',
        currency_code: 'USD',
        tax_option: 'exclusive',
        tax_round: 'default',
        receipt_header_text: '',
        receipt_footer_text: '',
        start_time: '06:00',
      },
    },
  });
  const logoError = logoProblem(logo, t);

  const setup = useMutation({
    mutationFn: async (values: SetupOutput) => {
      const session = await api<SessionResponse>('/setup', {
        method: 'POST',
        body: { ...values, owner: { ...values.owner, language: isLanguage(language) ? language : 'en' } },
      });
      return session;
    },
    onSuccess: async (session) => {
      start(session);
      const storeId = session.account.stores[0]?.id;
      if (storeId === undefined) return void navigate('/account', { replace: true });
      if (logo) {
        try {
          await logoUpload(api, storeId, logo);
        } catch (error) {
          setLogoFailed({ error, storeId });
          return;
        }
      }
      void navigate(`/stores/${String(storeId)}/overview`, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) {
        const field = error.field as Parameters<typeof form.setError>[0];
        form.setError(field, { message: error.message }, { shouldFocus: true });
      }
    },
  });

  if (logoFailed) {
    return (
      <div className="flex flex-col gap-4">
        <p className="font-semibold">{t('setup.createdLogoFailed')}</p>
        <ErrorBanner error={logoFailed.error} />
        <Link to={`/stores/${String(logoFailed.storeId)}/overview`} className={buttonClass('primary', 'lg')}>
          {t('setup.continue')}
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        if (logoError) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit((values) => setup.mutate(values))(event);
      }}
    >
      <p>{t('setup.intro')}</p>
      <LanguagePicker />
      <Section legend={t('setup.owner')}>
        <FormField form={form} name="owner.name" label={t('name')} autoComplete="name" />
        <FormField form={form} name="owner.email" label={t('email')} type="email" autoComplete="email" />
        <FormField
          form={form}
          name="owner.password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          description={t('passwordHint', { count: 10 })}
        />
      </Section>
      <Section legend={t('setup.store')}>
        <StoreFields form={form} prefix="store." />
        <LogoInput error={logoError} onFile={setLogo} />
      </Section>
      <ErrorBanner error={setup.error} />
      <Button type="submit" variant="primary" size="lg" busy={setup.isPending || setup.isSuccess}>
        {t('setup.submit')}
      </Button>
    </form>
  );
}

/**
 * First run (issue 16 §3): the one-time link the server printed (/dashboard/setup?code=...) creates the owner and
 * the first store, then opens the dashboard signed in. A used or expired code says so and offers Sign in.
 */
export default function SetupScreen() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const check = useQuery({
    queryKey: ['setup-check', code],
    queryFn: () => api<{ valid: boolean }>('/setup/check', { method: 'POST', body: { code } }),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });

  let body: ReactNode;
  if (code === '') body = <p>{t('setup.noCode')}</p>;
  else if (check.isPending) body = <Loading />;
  else if (check.isError) body = <ErrorBanner error={check.error} />;
  else if (!check.data.valid)
    body = (
      <div className="flex flex-col gap-4">
        <p role="alert" className="font-semibold text-danger">
          {t('setup.invalidCode')}
        </p>
        <Link to="/sign-in" className={buttonClass('primary')}>
          {t('signIn.title')}
        </Link>
      </div>
    );
  else body = <SetupForm code={code} />;

  return (
    <AuthFrame title={t('setup.title')} wide>
      {body}
    </AuthFrame>
  );
}
