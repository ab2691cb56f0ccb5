/** A terminal that reported within this time is shown online (it reports every 60 s while online). */
export const ONLINE_WITHIN_MS = 3 * 60 * 1000;

export function seenRecently(lastSeenAt: string | null, now = Date.now()): boolean {
  return lastSeenAt !== null && now - Date.parse(lastSeenAt) < ONLINE_WITHIN_MS;
}

/**
 * The address a QR code holds for a link code: the server's address the terminal opens, with the code as
 * ?link_code= (a terminal that reads it can fill it in; one that does not still opens at the right address).
 */
export function linkUrl(serverUrl: string, code: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/?link_code=${encodeURIComponent(code)}`;
}
