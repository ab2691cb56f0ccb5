/**
 * Secrets the server must use again, unlike tokens (hashed, secrets.ts): card terminal B's SPIn Authkey is sent to
 * Dejavoo on every call, so it is sealed at rest with AES-256-GCM and opened only inside the card proxy. The key
 * comes from OPENTILL_SECRETS_KEY (32 bytes, base64 or hex; every instance behind a load balancer sets the same),
 * else from a key file written once beside the embedded database (mode 0600). A database dump alone opens nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('OPENTILL_SECRETS_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

let cached: Buffer | null = null;

/** The sealing key: env OPENTILL_SECRETS_KEY, else OPENTILL_SECRETS_KEY_FILE (default ./data/secrets.key), made once. */
export function secretsKey(): Buffer {
  if (cached) return cached;
  const fromEnv = process.env.OPENTILL_SECRETS_KEY;
  if (fromEnv) return (cached = keyFromText(fromEnv));
  const file = path.resolve(process.env.OPENTILL_SECRETS_KEY_FILE ?? './data/secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 'wx' fails when another process wrote it first; that one's key is then read below.
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return (cached = keyFromText(fs.readFileSync(file, 'utf8')));
}

/** Tests that change the key's source start again. */
export function secretsKeyForget(): void {
  cached = null;
}

/** `v1.iv.tag.ciphertext` (base64url parts). */
export function secretSeal(plain: string, key: Buffer = secretsKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the text was sealed with another key or altered. */
export function secretOpen(sealed: string, key: Buffer = secretsKey()): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
