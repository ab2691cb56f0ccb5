/**
 * Pairing (issue 19 §7, docs/print-helper.md): only the store's terminals print or reach devices through the helper.
 * Each paired terminal has a random token (shown once, typed into the terminal's print_helper_token setting) of which
 * the helper keeps only the SHA-256, and the device addresses (host:port) its relay may reach.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { PAIRING_TOKEN, PRINT_HELPER_TOKEN_PROTOCOL_PREFIX } from '@opentill/contracts';

export interface PairedTerminal {
  readonly name: string;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  readonly tokenSha256: string;
  /** Device addresses the relay may reach for this terminal, "host:port" (card terminal A's pinpad). */
  readonly devices: readonly string[];
}

export interface PairingFile {
  terminals: PairedTerminal[];
}

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: 32 random bytes, base64url (a valid WebSocket subprotocol character set). */
export const newPairingToken = (): string => randomBytes(32).toString('base64url');

/** The token a WebSocket handshake offers in its `opentill-token.<token>` subprotocol, if any. */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((part) => part.trim());
  const carrier = offered.find((part) => part.startsWith(PRINT_HELPER_TOKEN_PROTOCOL_PREFIX));
  return carrier?.slice(PRINT_HELPER_TOKEN_PROTOCOL_PREFIX.length);
}

/** The paired terminal whose token this is (compared in constant time), or undefined. */
export function pairedTerminal(terminals: readonly PairedTerminal[], token: string | undefined) {
  if (!token || !PAIRING_TOKEN.test(token)) return undefined;
  const offered = Buffer.from(tokenHash(token), 'hex');
  return terminals.find((terminal) => {
    const known = Buffer.from(terminal.tokenSha256, 'hex');
    return known.length === offered.length && timingSafeEqual(known, offered);
  });
}

/** "host:port" of an address, lower-cased, for the relay's allow-list (an absent port is the scheme's). */
export function deviceAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
    return `${parsed.hostname.toLowerCase()}:${port}`;
  } catch {
    return undefined;
  }
}

/** Normalises a configured device ("192.168.1.40:6200" or a URL) to host:port; undefined when it is neither. */
export function normaliseDevice(device: string): string | undefined {
  const text = device.trim();
  if (/^[a-z]+:\/\//i.test(text)) return deviceAddress(text);
  return /^[^\s/:]+:\d{1,5}$/.test(text) || /^\[[0-9a-f:.]+\]:\d{1,5}$/i.test(text) ? text.toLowerCase() : undefined;
}

export async function readPairingFile(path: string): Promise<PairingFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { terminals: [] };
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<PairingFile>;
  const terminals = Array.isArray(parsed.terminals) ? parsed.terminals : [];
  return {
    terminals: terminals
      .filter((t) => typeof t.name === 'string' && /^[0-9a-f]{64}$/.test(String(t.tokenSha256)))
      .map((t) => ({
        name: t.name,
        tokenSha256: t.tokenSha256,
        devices: (Array.isArray(t.devices) ? t.devices : []).flatMap((d) => normaliseDevice(String(d)) ?? []),
      })),
  };
}

/** Adds (or replaces, by name) a terminal and returns its new token; the file is readable by its owner only. */
export async function pairTerminal(path: string, name: string, devices: readonly string[]): Promise<string> {
  const file = await readPairingFile(path);
  const token = newPairingToken();
  const normalised = devices.map((device) => {
    const address = normaliseDevice(device);
    if (!address) throw new Error(`device "${device}" is not host:port`);
    return address;
  });
  file.terminals = [
    ...file.terminals.filter((terminal) => terminal.name !== name),
    { name, tokenSha256: tokenHash(token), devices: normalised },
  ];
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return token;
}

/**
 * Failed pairing attempts per remote address: after `limit` in `windowMs` the address is refused until the window
 * passes, so a token cannot be guessed from the LAN at network speed.
 */
export class PairingLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 60_000,
  ) {}

  blocked(address: string, now = Date.now()): boolean {
    const recent = (this.failures.get(address) ?? []).filter((at) => now - at < this.windowMs);
    this.failures.set(address, recent);
    return recent.length >= this.limit;
  }

  fail(address: string, now = Date.now()): void {
    this.failures.set(address, [...(this.failures.get(address) ?? []), now]);
  }
}
