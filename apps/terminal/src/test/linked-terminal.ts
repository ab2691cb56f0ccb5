import { guardReset } from '../app/guard.ts';
import { useSession } from '../app/session-store.ts';
import { saveConnection, saveStoredConnection, saveTerminal } from '../data/connection.ts';

/** A fresh terminal for a screen test: no link, no session, the route guard's memory cleared. */
export function terminalReset() {
  localStorage.clear();
  useSession.getState().reset();
  guardReset();
}

/**
 * A terminal linked to shop.local and synchronised once: terminal 7 'Front', quick service (mode 1), with the given
 * fields of the terminal record (mode, db_settings, printer, payment_types...) over those.
 */
export function linkTerminal(terminal: Record<string, unknown> = {}) {
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-01T00:00:00Z' });
  saveTerminal({ id: 7, name: 'Front', mode: 1, ...terminal });
}

/** linkTerminal, then the employee (id 1 unless told) signed in and the terminal unlocked, in English. */
export function signInLinkedTerminal(terminal: Record<string, unknown> = {}, employeeId = 1) {
  linkTerminal(terminal);
  useSession.getState().unlock(employeeId, 'en');
}
