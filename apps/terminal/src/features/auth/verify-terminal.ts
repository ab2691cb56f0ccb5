import { VERIFICATION_CODE_LENGTH, type VerifyResponse } from '@opentill/contracts';
import { verificationCodeIsValid } from '@opentill/domain';
import { apiRequest, type ApiDeps } from '../../data/api.ts';
import { saveConnection, STORAGE_KEYS } from '../../data/connection.ts';
import { useSession } from '../../app/session-store.ts';

/**
 * seed 000 §2.5: verifies the 6-digit code with the back office that serves this app and stores the link.
 *
 * Decision (base URL): the terminal is served by the back office it links to, and the CSP allows connections to
 * this origin only ("connect-src 'self'"), so the stored base URL is always the current origin. domain_name is
 * kept as the linked domain (demo detection, realtime channel name) but never used as a request target.
 */
export async function verifyTerminal(code: string, deps: ApiDeps & { origin?: string } = {}): Promise<boolean> {
  if (code.length !== VERIFICATION_CODE_LENGTH || !verificationCodeIsValid(code)) return false;
  const origin = deps.origin ?? location.origin;
  let answer: VerifyResponse;
  try {
    answer = await apiRequest<VerifyResponse>(
      '/terminal/verify/',
      { method: 'POST', body: { verification_code: code }, base: origin, anonymous: true },
      deps,
    );
  } catch {
    return false;
  }
  if (!answer.api_token) return false;
  const storage = deps.storage ?? localStorage;
  saveConnection({ url: origin, token: answer.api_token }, storage);
  // A new link starts a new first synchronisation (seed 000 §2.2 rule 4) with a fresh terminal config.
  storage.removeItem(STORAGE_KEYS.connection);
  storage.removeItem(STORAGE_KEYS.terminal);
  useSession.getState().linked(answer.domain_name);
  return true;
}
