import type { OrderingSettingsResponse } from '@opentill/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderApp, sessionAnswer, STORE, type Call, type Handler } from '../../test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS_URL = `/api/dashboard/stores/${String(STORE.id)}/ordering-settings`;

const details = {
  id: STORE.id,
  name: STORE.name,
  address: '',
  address_2: '',
  phone: '',
  email: '',
  website: '',
  country: 'DE',
  currency_code: 'EUR',
  currency_symbol: '€',
  tax_option: 'inclusive',
  tax_round: 'default',
  receipt_header_text: '',
  receipt_footer_text: '',
  start_time: '06:00',
  logo_image_id: null,
};

const defaults: OrderingSettingsResponse = {
  open: '06:00',
  close: '06:00',
  all_day: true,
  languages: ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'],
  delivery_options: [31],
  dining_options: [
    { id: 30, name: 'Take out', delivery: false },
    { id: 31, name: 'Delivery', delivery: true },
    { id: 32, name: 'Courier', delivery: false },
  ],
  saved: false,
};

/** The store's Settings screen with its details and the ordering settings; `put` answers the save. */
async function openSettings(put: Handler) {
  const calls = fetchMock((call: Call) => {
    if (call.url === '/api/dashboard/session') return { body: sessionAnswer() };
    if (call.url === `/api/dashboard/stores/${String(STORE.id)}` && call.method === 'GET') return { body: details };
    if (call.url === SETTINGS_URL && call.method === 'GET') return { body: defaults };
    if (call.url === SETTINGS_URL && call.method === 'PUT') return put(call);
    return undefined;
  });
  await renderApp(`/stores/${String(STORE.id)}/settings`);
  const panel = await screen.findByRole('region', { name: 'Online ordering' });
  await within(panel).findByLabelText('Opens at');
  return { calls, panel: within(panel) };
}

const puts = (calls: Call[]) => calls.filter((call) => call.url === SETTINGS_URL && call.method === 'PUT');

describe('Online ordering settings', () => {
  it('shows what the page uses, and saves the hours, languages and delivery options', async () => {
    const { calls, panel } = await openSettings((call) => ({
      body: { ...defaults, ...(call.body as object), all_day: false, saved: true },
    }));
    expect(panel.getByLabelText('Opens at')).toHaveValue('06:00');
    expect(panel.getByLabelText('Closes at')).toHaveValue('06:00');
    expect(panel.getByText(/Open all day/)).toBeInTheDocument();
    const languages = within(panel.getByRole('group', { name: 'Languages' }));
    for (const name of ['English', 'Deutsch', 'Русский', 'हिन्दी', '简体中文', '繁體中文'])
      expect(languages.getByRole('checkbox', { name })).toBeChecked();
    const delivery = within(panel.getByRole('group', { name: 'Takes a delivery address' }));
    expect(delivery.getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
    expect(delivery.getByRole('checkbox', { name: 'Courier' })).not.toBeChecked();
    expect(delivery.getByRole('checkbox', { name: 'Take out' })).not.toBeChecked();

    const user = userEvent.setup();
    fireEvent.change(panel.getByLabelText('Opens at'), { target: { value: '10:30' } });
    fireEvent.change(panel.getByLabelText('Closes at'), { target: { value: '22:15' } });
    expect(panel.queryByText(/Open all day/)).not.toBeInTheDocument();
    for (const name of ['Русский', 'Français', 'Español', 'हिन्दी', 'Türkçe', '简体中文', '繁體中文'])
      await user.click(languages.getByRole('checkbox', { name }));
    await user.click(delivery.getByRole('checkbox', { name: 'Delivery' }));
    await user.click(delivery.getByRole('checkbox', { name: 'Courier' }));
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Saved');
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({
      open: '10:30',
      close: '22:15',
      languages: ['en', 'de'],
      delivery_options: [32],
    });
    expect(puts(calls)[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    // A change after saving takes the confirmation away.
    await user.click(languages.getByRole('checkbox', { name: 'Türkçe' }));
    expect(panel.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a language before sending, and shows a 400 next to the field it names', async () => {
    let refusal = {
      error: 'invalid',
      field: 'delivery_options.0',
      message: 'body: delivery_options.0: not a dining option of this store',
    };
    const { calls, panel } = await openSettings(() => ({ status: 400, body: refusal }));
    const user = userEvent.setup();
    const languages = panel.getByRole('group', { name: 'Languages' });
    for (const box of within(languages).getAllByRole('checkbox')) await user.click(box);
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(languages).toHaveAccessibleDescription(expect.stringContaining('Choose at least one language'));
    expect(puts(calls)).toHaveLength(0);

    await user.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await user.click(panel.getByRole('button', { name: 'Save' }));
    const delivery = panel.getByRole('group', { name: 'Takes a delivery address' });
    await waitFor(() =>
      expect(delivery).toHaveAccessibleDescription(expect.stringContaining('not a dining option of this store')),
    );
    expect(languages).not.toHaveAccessibleDescription(expect.stringContaining('Choose at least one language'));
    expect(panel.queryByRole('status')).not.toBeInTheDocument();

    refusal = { error: 'invalid', field: 'open', message: 'body: open: must be HH:MM' };
    await user.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel.getByLabelText('Opens at')).toHaveAccessibleDescription('Enter a time as HH:MM'));
    expect(panel.getByLabelText('Opens at')).toBeInvalid();
    expect(puts(calls)).toHaveLength(2);
  });

  it('hours never saved follow the business day once the store details move it; typed hours stay', async () => {
    let answer = defaults;
    let store = details;
    const calls = fetchMock((call: Call) => {
      if (call.url === '/api/dashboard/session') return { body: sessionAnswer() };
      if (call.url === `/api/dashboard/stores/${String(STORE.id)}` && call.method === 'GET') return { body: store };
      if (call.url === `/api/dashboard/stores/${String(STORE.id)}` && call.method === 'PATCH') {
        store = { ...store, ...(call.body as object) };
        // The server's default hours are the business day's: moving it moves them.
        answer = { ...answer, open: store.start_time, close: store.start_time };
        return { body: store };
      }
      if (call.url === SETTINGS_URL && call.method === 'GET') return { body: answer };
      return undefined;
    });
    await renderApp(`/stores/${String(STORE.id)}/settings`);
    const panel = within(await screen.findByRole('region', { name: 'Online ordering' }));
    expect(await panel.findByLabelText('Opens at')).toHaveValue('06:00');
    const user = userEvent.setup();
    const dayStart = screen.getAllByLabelText('Business day starts at')[0]!; // the details form's (a new store's form has one too)
    fireEvent.change(dayStart, { target: { value: '08:00' } });
    const detailsForm = dayStart.closest('form')!;
    await user.click(within(detailsForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel.getByLabelText('Opens at')).toHaveValue('08:00'));
    expect(panel.getByLabelText('Closes at')).toHaveValue('08:00');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);

    // Hours the owner typed are not overwritten by another move of the day start.
    fireEvent.change(panel.getByLabelText('Closes at'), { target: { value: '22:00' } });
    fireEvent.change(dayStart, { target: { value: '09:00' } });
    await user.click(within(detailsForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.url === SETTINGS_URL).length).toBeGreaterThanOrEqual(3));
    expect(panel.getByLabelText('Opens at')).toHaveValue('08:00');
    expect(panel.getByLabelText('Closes at')).toHaveValue('22:00');
  });
});
