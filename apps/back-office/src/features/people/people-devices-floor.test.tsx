import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderApp, sessionAnswer, type Call } from '../../test-kit.tsx';
import { settingOn, settingsToSave } from '../devices/settings.ts';
import { linkUrl, seenRecently } from '../devices/status.ts';
import { freeSpot, planExtent, snap } from '../floor/plan.ts';
import { durationText, thisWeek } from './time.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EMPLOYEES = [
  { id: 1, name: 'Lena', role: 3, language: 'en', active: true },
  { id: 2, name: 'Omar', role: 2, language: 'de', active: false },
];
const TERMINAL = {
  id: 4,
  name: 'Bar',
  mode: 2,
  linked: true,
  last_seen_at: new Date().toISOString(),
  outbox_size: 3,
  outbox_reported_at: new Date().toISOString(),
  db_settings: [{ name: 'cash_discount', value: 'true' }],
  printer: null,
  printer_server_ip: null,
  scale: null,
  kds_location: null,
  kds_device: null,
};

function api(call: Call) {
  const path = new URL(call.url, 'http://localhost').pathname;
  if (path === '/api/dashboard/session') return { body: sessionAnswer() };
  if (path === '/api/dashboard/stores/7/employees' && call.method === 'GET') return { body: { results: EMPLOYEES } };
  if (path === '/api/dashboard/stores/7/employees' && call.method === 'POST')
    return {
      status: 409,
      body: { error: 'pin_taken', field: 'pin', message: 'Another employee of this store already has this PIN' },
    };
  if (path === '/api/dashboard/stores/7/timeclock') return { body: { entries: [], weeks: [] } };
  if (path === '/api/dashboard/audit') return { body: { entries: [], next_before: null } };
  if (path === '/api/dashboard/stores/7/terminals') return { body: { results: [TERMINAL] } };
  if (path === '/api/dashboard/stores/7/terminals/4/link-code')
    return {
      body: { code: '042917', expires_at: '2026-11-25T10:10:00.000Z', server_url: 'http://till.local:8080' },
    };
  return undefined;
}

describe('people, devices and floor helpers', () => {
  it('reads a switch as stored, else as the terminal assumes it absent; saves every seed name and keeps others', () => {
    const stored = [
      { name: 'cash_discount', value: 'true' },
      { name: 'custom', value: 'x' },
    ];
    expect(settingOn(stored, 'cash_discount')).toBe(true);
    expect(settingOn(stored, 'online_order')).toBe(true);
    expect(settingOn(stored, 'autosend_kitchen')).toBe(false);
    const saved = settingsToSave(stored, { autosend_kitchen: true });
    expect(saved).toContainEqual({ name: 'autosend_kitchen', value: 'true' });
    expect(saved).toContainEqual({ name: 'cash_discount', value: 'true' });
    expect(saved).toContainEqual({ name: 'custom', value: 'x' });
    expect(saved).toHaveLength(16);
  });

  it('formats durations, finds this week and a free spot on the plan', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(485)).toBe('8:05');
    expect(thisWeek(new Date(2026, 10, 25, 12))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(thisWeek(new Date(2026, 10, 23, 1))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(snap(47)).toBe(50);
    expect(snap(-20)).toBe(0);
    expect(freeSpot([])).toEqual({ x: 40, y: 40 });
    expect(freeSpot([{ x: 40, y: 40, type: 'square' }])).toEqual({ x: 160, y: 40 });
    expect(planExtent([{ x: 900, y: 10, type: 'rectangle' }]).width).toBe(900 + 140 + 160);
    expect(seenRecently(new Date(Date.now() - 60_000).toISOString())).toBe(true);
    expect(seenRecently(new Date(Date.now() - 10 * 60_000).toISOString())).toBe(false);
    expect(seenRecently(null)).toBe(false);
    expect(linkUrl('http://till.local:8080/', '042917')).toBe('http://till.local:8080/?link_code=042917');
  });
});

describe('People', () => {
  it('lists employees and shows a taken PIN under the PIN field without closing the form', async () => {
    const calls = fetchMock(api);
    await renderApp('/stores/7/people');
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(within(table).getByRole('row', { name: /Lena Cashier English Active/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Restore Omar' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await user.type(within(dialog).getByLabelText('PIN'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));
    expect(await within(dialog).findByText('Enter exactly 4 digits')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('PIN'), '34');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));
    expect(await within(dialog).findByText('Another employee of this store already has this PIN.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Ana', role: 3, language: 'en', pin: '1234' });
  });
});

describe('CSV downloads of the people lists and the audit log', () => {
  it('links the employees, the time clock of the chosen dates and employee, and the filtered audit log', async () => {
    fetchMock(api);
    await renderApp('/stores/7/people');
    await screen.findByRole('table', { name: 'Employees' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/stores/7/employees?format=csv',
    );
    cleanup();

    await renderApp('/stores/7/people/timeclock');
    const user = userEvent.setup();
    const week = thisWeek();
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute(
      'href',
      `/api/dashboard/stores/7/timeclock?from=${week.from}&to=${week.to}&format=csv`,
    );
    // The employees come from their own request: the select has only "Everyone" until it answers.
    const employee = await screen.findByLabelText('Employee');
    await within(employee).findByRole('option', { name: 'Lena' });
    await user.selectOptions(employee, 'Lena');
    expect(link).toHaveAttribute(
      'href',
      `/api/dashboard/stores/7/timeclock?from=${week.from}&to=${week.to}&employee=1&format=csv`,
    );
    // Dates the server would refuse: no download to offer.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    cleanup();

    await renderApp('/audit');
    const audit = await screen.findByRole('link', { name: 'Download CSV' });
    expect(audit).toHaveAttribute('href', '/api/dashboard/audit?format=csv');
    await user.selectOptions(screen.getByLabelText('What'), 'Product');
    expect(audit).toHaveAttribute('href', '/api/dashboard/audit?action=product&format=csv');
  });
});

describe('Devices', () => {
  it('shows a terminal as linked and online with its outbox, and its link code large', async () => {
    const calls = fetchMock(api);
    await renderApp('/stores/7/devices');
    const card = await screen.findByRole('article', { name: 'Bar' });
    expect(within(card).getByText('Linked')).toBeInTheDocument();
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('3 changes')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Link code for Bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a device as Bar' });
    expect(await within(dialog).findByLabelText('Link code 0 4 2 9 1 7')).toHaveTextContent('042917');
    expect(within(dialog).getByText(/open http:\/\/till\.local:8080 in the browser/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/terminals/4/link-code'))).toBe(true));
  });
});
