import type http from 'node:http';

/** Answers a control request (`/__sim/...`) with JSON. */
export function controlJson(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

/**
 * Reads `POST /__sim/next`: what the device does with its next request(s), under any of `names` (the card A pinpad
 * takes `scenario` and, as the other simulators call it, `behaviour`), and how many times (1 to 1000, default 1).
 * An unreadable body or an unknown value is a 400 naming the first field.
 */
export function controlNext<T>(
  body: string,
  names: readonly [string, ...string[]],
  known: (value: unknown) => value is T,
): { ok: true; value: T; times: number } | { ok: false; status: 400; error: Record<string, string> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, error: { error: `body must be JSON {${names[0]}, times}` } };
  }
  const fields = (parsed ?? {}) as Record<string, unknown>;
  const value = names.map((name) => fields[name]).find((candidate) => candidate !== undefined && candidate !== null);
  if (!known(value)) return { ok: false, status: 400, error: { error: `unknown ${names[0]}`, field: names[0] } };
  const times = fields.times;
  return { ok: true, value, times: typeof times === 'number' && times > 0 ? Math.min(times, 1000) : 1 };
}
