import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The operator channel (issue 16 §6, decisions §49): the embedded database (PGlite) can be open in one process only,
 * so while the server runs the CLI cannot open it to make a link code. The listening server writes
 * DATA_DIR/operator.json (mode 0600: only the server's own user reads it) with its local address and a fresh 256-bit
 * token; the CLI reads it and asks the server (POST /api/operator/...), which answers only a caller on the same machine
 * with that token. When no server runs (no file, or nobody answers) the CLI opens the database itself, as before.
 */
export const OPERATOR_FILE = 'operator.json';

export interface OperatorFile {
  url: string;
  token: string;
  pid: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The data folder the server and the CLI share: DATA_DIR, else the repository's data/ (as main.ts and cli.ts). */
export function operatorDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ?? path.resolve(here, '../../../../data');
}

/** Writes the operator file for a server listening at `url`; answers its token, or null when it cannot be written. */
export function operatorFileWrite(dataDir: string, url: string): string | null {
  if (dataDir === 'memory') return null;
  const token = crypto.randomBytes(32).toString('base64url');
  const file = path.join(dataDir, OPERATOR_FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // Written beside, then renamed: a CLI never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify({ url, token, pid: process.pid } satisfies OperatorFile), {
      mode: 0o600,
    });
    fs.renameSync(partial, file);
    return token;
  } catch {
    return null;
  }
}

/** Removes the operator file if it is still this server's (another server may have started on the folder since). */
export function operatorFileRemove(dataDir: string, token: string): void {
  const file = path.join(dataDir, OPERATOR_FILE);
  try {
    const current = operatorFileRead(dataDir);
    if (current?.token === token) fs.unlinkSync(file);
  } catch {
    // Already gone.
  }
}

export function operatorFileRead(dataDir: string): OperatorFile | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8')) as Partial<OperatorFile>;
    if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') return null;
    return { url: parsed.url, token: parsed.token, pid: Number(parsed.pid) };
  } catch {
    return null;
  }
}

/** Compares two tokens in constant time. */
export function operatorTokenMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const left = Buffer.from(sent);
  const right = Buffer.from(expected);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The address a local client reaches a server bound to `host`:`port` at. */
export function operatorUrl(address: string, port: number): string {
  const host = address === '0.0.0.0' || address === '::' || address === '' ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
