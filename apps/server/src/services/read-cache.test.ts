import { describe, expect, it } from 'vitest';
import { READ_CACHE_TTL_MS, readCached, readCachedJson, readCacheEvict } from './read-cache.ts';

describe('readCached', () => {
  it('loads once per store and key within the TTL, and again after it', async () => {
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await readCached(901, 'k', load, 1000)).toBe(1);
    expect(await readCached(901, 'k', load, 1000 + READ_CACHE_TTL_MS - 1)).toBe(1);
    expect(await readCached(902, 'k', load, 1000)).toBe(2); // another store never sees this one's answer
    expect(await readCached(901, 'k', load, 1000 + READ_CACHE_TTL_MS)).toBe(3);
  });

  it('evicts a store by key prefix', async () => {
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await readCached(903, 'tables', load, 0);
    await readCached(903, 'categories', load, 0);
    readCacheEvict(903, 'tables');
    expect(await readCached(903, 'tables', load, 1)).toBe(3);
    expect(await readCached(903, 'categories', load, 1)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    await expect(readCached(904, 'k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await readCached(904, 'k', () => Promise.resolve('ok'), 1)).toBe('ok');
  });

  it('readCachedJson serialises once per load: a hit is the same text, an eviction loads and serialises again', async () => {
    let loads = 0;
    const load = () => Promise.resolve({ results: [{ id: ++loads, name: 'Tea' }] });
    const first = await readCachedJson(905, 'categories', load, 0);
    expect(JSON.parse(first)).toEqual({ results: [{ id: 1, name: 'Tea' }] });
    expect(await readCachedJson(905, 'categories', load, 1)).toBe(first);
    readCacheEvict(905);
    expect(JSON.parse(await readCachedJson(905, 'categories', load, 2))).toEqual({ results: [{ id: 2, name: 'Tea' }] });
  });
});
