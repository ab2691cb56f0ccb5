import net from 'node:net';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY as Fastify passes them on. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's trustProxy from TRUST_PROXY (issue 14 §4): a comma-separated list of the proxies' addresses or CIDR
 * ranges (and the names loopback, linklocal, uniquelocal). X-Forwarded-For is then read only from a connection of one
 * of them, so a client elsewhere cannot choose its own address for the rate limits. `1`/`true` (trust every peer,
 * as before) now means `loopback`: a proxy on this machine, the safe reading of the old setting. Unset or empty: no
 * proxy, X-Forwarded-For is ignored. Anything else is refused at start, naming the entry.
 */
export function trustProxyFrom(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return ['loopback'];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!trustedEntryValid(entry))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal (docs/operations.md)`,
      );
  }
  return entries;
}

function trustedEntryValid(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match?.[1] || !match[2]) return false;
  const family = net.isIP(match[1]);
  const bits = Number(match[2]);
  return (family === 4 && bits <= 32) || (family === 6 && bits <= 128);
}
