import { ROUTES } from './routes.ts';
import { storedBaseUrl } from '../data/connection.ts';

/**
 * Start-up guard, first rules of seed 000 §2.2: Auth always passes, and with no stored base URL every other
 * route goes to Auth. The full rule set comes from packages/domain's route guard.
 */
export function guardRedirect(pathname: string, storage: Storage = localStorage): string | null {
  if (pathname === ROUTES.Auth || pathname === ROUTES.AuthQuick) return null;
  if (!storedBaseUrl(storage)) return ROUTES.Auth;
  return null;
}
