import type { SessionResponse, SignInRequest } from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client.ts';
import { useSession, useSessionStart } from '../../api/session.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { AuthFrame } from './auth-frame.tsx';

/** Where to go after sign-in: a path of this app from ?next=, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** What a refused sign-in says: wrong email or password, locked out, too many tries, or the generic error. */
function signInProblem(error: unknown, t: (key: string) => string): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'account_locked') return new ApiError(error.status, 'sign_in', t('signIn.locked'));
  if (error.status === 401) return new ApiError(401, 'sign_in', t('signIn.wrong'));
  if (error.status === 429) return new ApiError(429, 'sign_in', t('signIn.tooMany'));
  return error;
}

/** Sign in with the account's email and password (issue 16 §2). */
export default function SignInScreen() {
  const { t } = useTranslation('account');
  const session = useSession();
  const start = useSessionStart();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // The contract (signInRequest) asks only that both are there; checked here without zod, which would triple this
  // first screen's JavaScript (decisions §47). The server validates with the contract.
  const form = useForm<SignInRequest>({ defaultValues: { email: '', password: '' } });
  const required = { validate: (value: string) => value.trim() !== '' || 'required' };
  const signIn = useMutation({
    mutationFn: (body: SignInRequest) => api<SessionResponse>('/sign-in', { method: 'POST', body }),
    onSuccess: (answer) => {
      start(answer);
      void navigate(next, { replace: true });
    },
    onError: () => form.setValue('password', ''),
  });
  if (session.data && !signIn.isPending && !signIn.isSuccess) return <Navigate to={next} replace />;

  return (
    <AuthFrame title={t('signIn.title')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((values) => signIn.mutate(values))(event)}
      >
        <ErrorBanner error={signIn.error ? signInProblem(signIn.error, t) : null} />
        <FormField form={form} name="email" rules={required} label={t('email')} type="email" autoComplete="username" />
        <FormField
          form={form}
          name="password"
          rules={required}
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="primary" size="lg" busy={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="text-sm text-ink-muted">{t('signIn.firstTime')}</p>
      <LanguagePicker />
    </AuthFrame>
  );
}
