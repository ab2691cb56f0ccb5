import { describe, expect, it } from 'vitest';
import { healthResponse } from './health.ts';

describe('healthResponse contract', () => {
  it('accepts a well-formed answer', () => {
    expect(healthResponse.safeParse({ status: 'ok', version: '1', database: 'pglite', uptime_s: 3 }).success).toBe(
      true,
    );
  });
  it('refuses an unknown database kind and a negative uptime', () => {
    expect(healthResponse.safeParse({ status: 'ok', version: '1', database: 'mysql', uptime_s: 3 }).success).toBe(
      false,
    );
    expect(healthResponse.safeParse({ status: 'ok', version: '1', database: 'pglite', uptime_s: -1 }).success).toBe(
      false,
    );
  });
});
