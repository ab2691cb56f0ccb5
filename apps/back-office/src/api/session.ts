import type { DashboardAccount, SessionResponse } from '@opentill/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { languageChosenHere } from '../i18n/index.ts';
import { isLanguage } from '../i18n/languages.ts';
import { api, ApiError, csrfTokenSet } from './client.ts';

export const SESSION_KEY = ['session'] as const;

/**
 * GET /api/dashboard/session: the signed-in account with its stores, or null when signed out (401). Keeps the CSRF
 * token for the fetch wrapper.
 */
export async function sessionFetch(): Promise<SessionResponse | null> {
  try {
    // Not parsed with the contract's zod schema here: zod and the contracts would then be in every screen's first
    // load (the dashboard's initial-JS budget); the server's answer is the contract's by its own tests.
    const session = await api<SessionResponse>('/session');
    csrfTokenSet(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      csrfTokenSet(null);
      return null;
    }
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: sessionFetch, staleTime: 60_000 });
}

/** What useAccount answers in the one render between a sign-out and the guard's redirect to Sign in. */
const SIGNED_OUT: DashboardAccount = Object.freeze({
  id: 0,
  business_id: 0,
  business_name: '',
  email: '',
  name: '',
  role: 'manager',
  language: 'en',
  stores: [],
});

/**
 * The signed-in account, inside the shell (RequireSession has made sure there is one). When the session ends (sign
 * out, a 401 signed_out) screens may render once more before the guard sends them to Sign in: they get an account
 * with no stores and no rights rather than a crash.
 */
export function useAccount(): DashboardAccount {
  const { data } = useSession();
  return data?.account ?? SIGNED_OUT;
}

/**
 * After sign-in or set-up: the answer is the new session; everything cached for another account goes. The account's
 * own language (saved on Account) applies unless this browser has one chosen with the picker.
 */
export function useSessionStart() {
  const client = useQueryClient();
  return (session: SessionResponse) => {
    csrfTokenSet(session.csrf_token);
    const language = session.account.language;
    if (!languageChosenHere() && isLanguage(language) && language !== i18next.language)
      void i18next.changeLanguage(language);
    client.clear();
    client.setQueryData(SESSION_KEY, session);
  };
}
