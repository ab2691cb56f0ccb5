import { vi } from 'vitest';

/** Demo-store answers shaped like contracts' responses (only the fields the terminal reads). */
export const demoAnswers = () => ({
  '/api/config/': {
    terminal: {
      id: 7,
      pk: 7,
      name: 'Front counter',
      mode: 2,
      token: null,
      payment_types: [],
      dining_options: [],
      db_settings: [],
      store: { background: null, logo: null },
      printer: null,
      printer_server_ip: null,
      scale: null,
      kds_location: null,
      kds_device: null,
    },
    currency: { code: 'USD', symbol: '$' },
    store: { id: 1, name: 'Demo', country: 'US', pin_salt: 'salt-1', tax_option: 'exclusive', tax_round: 'default' },
    tax: [{ id: 1, name: 'VAT', rate: 10 }],
    store_terminals: [{ id: 7, name: 'Front counter', mode: 2 }],
  },
  '/api/sections/': { results: [{ id: 1, section_name: 'Main', tables: [1] }] },
  '/api/tables/': { results: [{ id: 1, table_name: 'T1', type: 'square', x_value: 0, y_value: 0, section: 1 }] },
  '/api/categories/': { results: [{ id: 1, name: 'Drinks' }] },
  '/api/employees/': { results: [{ id: 1, name: 'Owner', role: 1, uid: 'x', language: 'en' }] },
  '/api/discounts/': { results: [] },
  '/api/products/': {
    results: [
      { id: 1, name: 'Tea' },
      { id: 2, name: 'Coffee' },
    ],
    next: '/api/products/?page=2',
  },
  '/api/products/?page=2': { results: [{ id: 3, name: 'Cake' }], next: null },
  '/api/countries': { US: 'United States' },
  '/api/states': [{ code: 'CA', name: 'California', country: 'US' }],
  '/api/shifts/sync/': null as unknown,
});

export type Answers = Record<string, unknown>;

/**
 * A fetch stub answering by path+query; `fail` names paths that answer 500 (until removed), so a test can make
 * one step fail and then let a retry through.
 */
export function fakeServer(answers: Answers = demoAnswers()) {
  const fail = new Set<string>();
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const key = url.pathname + url.search;
    calls.push(key);
    if (fail.has(key) || !(key in answers))
      return Promise.resolve(new Response('{}', { status: fail.has(key) ? 500 : 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return { fetch, fail, calls, answers };
}
