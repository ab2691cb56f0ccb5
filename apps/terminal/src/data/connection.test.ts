import { beforeEach, describe, expect, it } from 'vitest';
import { readConnection, saveConnection, storedTerminal, saveTerminal, isDemoToken } from './connection.ts';

beforeEach(() => localStorage.clear());

describe('connection settings (seed 000 §5)', () => {
  it('refuses to save without a url or a token, with the seeds\' messages', () => {
    expect(() => saveConnection({ token: 'abc' })).toThrow('Can not save, missing "url"');
    expect(() => saveConnection({ url: 'http://x' })).toThrow('Can not save, missing "token"');
    expect(localStorage.getItem('baseUrl')).toBeNull();
  });

  it('reads back what was saved under the seeds\' keys', () => {
    saveConnection({ url: 'http://shop.local', token: 'tok' });
    expect(localStorage.getItem('baseUrl')).toBe('http://shop.local');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(readConnection()).toEqual({ url: 'http://shop.local', token: 'tok' });
  });

  it('reading absent settings says the POS is not connected', () => {
    expect(() => readConnection()).toThrow('POS is not connected to Dashboard yet');
    localStorage.setItem('baseUrl', 'http://x');
    expect(() => readConnection()).toThrow('POS is not connected to Dashboard yet');
  });

  it('keeps the terminal config as JSON and tolerates a corrupt value', () => {
    saveTerminal({ id: 3, mode: 2 });
    expect(storedTerminal()).toEqual({ id: 3, mode: 2 });
    localStorage.setItem('terminal', '{oops');
    expect(storedTerminal()).toBeNull();
  });

  it('recognises the demo token', () => {
    saveConnection({ url: 'http://x', token: 'demo' });
    expect(isDemoToken()).toBe(true);
  });
});
