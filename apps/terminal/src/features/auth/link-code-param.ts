import { VERIFICATION_CODE_LENGTH } from '@opentill/contracts';

const PARAM = 'link_code';
let pending: string | undefined;

/**
 * The dashboard's link QR code opens `{server}/?link_code=123456` (issue 16 §6). Read once when the app starts, before
 * the router moves away from that address, and removed from the address bar so a reload or a bookmark never carries
 * a used code.
 */
export function linkCodeParamCapture(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  const code = url.searchParams.get(PARAM);
  if (code === null) return;
  url.searchParams.delete(PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code)) pending = code;
}

/** The captured code, once: the Auth screen types it for the person who scanned. */
export function linkCodeParamTake(): string | undefined {
  const code = pending;
  pending = undefined;
  return code;
}
