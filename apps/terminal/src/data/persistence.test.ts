import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedPersistState, requestPersistentStorage } from './persistence.ts';

beforeEach(() => localStorage.clear());

describe('persistent storage request', () => {
  it('asks once and remembers a grant', async () => {
    const manager = { persisted: vi.fn().mockResolvedValue(false), persist: vi.fn().mockResolvedValue(true) };
    expect(await requestPersistentStorage(localStorage, manager)).toBe('granted');
    expect(await requestPersistentStorage(localStorage, manager)).toBe('granted');
    expect(manager.persist).toHaveBeenCalledTimes(1);
    expect(rememberedPersistState()).toBe('granted');
  });

  it('remembers a refusal and asks again next time', async () => {
    const manager = { persisted: vi.fn().mockResolvedValue(false), persist: vi.fn().mockResolvedValue(false) };
    expect(await requestPersistentStorage(localStorage, manager)).toBe('denied');
    expect(rememberedPersistState()).toBe('denied');
    await requestPersistentStorage(localStorage, manager);
    expect(manager.persist).toHaveBeenCalledTimes(2);
  });

  it('reports unsupported when the browser has no storage manager', async () => {
    expect(await requestPersistentStorage(localStorage, undefined)).toBe('unsupported');
  });
});
