import { describe, expect, it } from 'vitest';
import { pinUid } from './pin-hash.ts';

describe('pinUid', () => {
  it('is a 64-hex-digit digest, stable for the same PIN and salt', async () => {
    const a = await pinUid('1234', 'store-salt-1');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await pinUid('1234', 'store-salt-1')).toBe(a);
  });

  it('differs with the PIN and with the store salt', async () => {
    const a = await pinUid('1234', 'store-salt-1');
    expect(await pinUid('1235', 'store-salt-1')).not.toBe(a);
    expect(await pinUid('1234', 'store-salt-2')).not.toBe(a);
  });

  it('matches the RFC-style PBKDF2-SHA256 reference computed by node:crypto', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const expected = pbkdf2Sync('2468', 'salt', 100_000, 32, 'sha256').toString('hex');
    expect(await pinUid('2468', 'salt')).toBe(expected);
  });
});
