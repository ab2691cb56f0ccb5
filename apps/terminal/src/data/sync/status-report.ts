import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { storedConnection } from '../connection.ts';
import { db as defaultDb, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { outboxCount } from '../repositories/outbox.ts';

/** issue 16 §6: while online the terminal tells the server it is there, and how much waits in its outbox, each minute. */
export const STATUS_INTERVAL_MS = 60_000;

export interface StatusReportDeps {
  api?: ApiDeps;
  database?: () => OpenTillDb;
}

/**
 * POST /api/terminal/status {outbox_size} (issue 16 §6: the dashboard shows each terminal's last seen time and
 * outbox size). Only once linked and online; a failure is left for the next report (it is a status, not data).
 * Returns whether the server took it.
 */
export async function terminalStatusReport(deps: StatusReportDeps = {}): Promise<boolean> {
  const api = deps.api ?? {};
  // Never rejects: it runs after each sync, unawaited, even while a page (or a test's window) is going away.
  try {
    if (!storedConnection(api.storage) || !(api.online ?? isOnline)()) return false;
    const outbox_size = await outboxCount((deps.database ?? defaultDb)());
    await apiRequest<unknown>('/terminal/status', { method: 'POST', body: { outbox_size } }, api);
    return true;
  } catch (error) {
    // The server takes the report with 204 No Content; the seeds' client counts only 200 as success.
    return error instanceof HttpError && error.status === 204;
  }
}

/** Reports now and every minute (skipped while offline). Returns the stop function. */
export function terminalStatusListen(deps: StatusReportDeps = {}, every: number = STATUS_INTERVAL_MS): () => void {
  void terminalStatusReport(deps);
  const timer = setInterval(() => void terminalStatusReport(deps), every);
  return () => clearInterval(timer);
}
