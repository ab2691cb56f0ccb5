import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { saveConnection, saveTerminal } from '../../../data/connection.ts';
import { db } from '../../../data/db.ts';
import { useNetwork } from '../../../data/network-store.ts';
import { initI18n } from '../../../i18n/index.ts';
import { CustomerSelectModal } from './customer-select-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

const customer = (id: number, first_name: string, last_name: string, phone = '') => ({
  id,
  local_id: null,
  first_name,
  last_name,
  phone,
  email: '',
  notes: '',
  group: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  addresses: [],
  default_address: null,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

beforeEach(async () => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveTerminal({ id: 7, name: 'Front', mode: 2 });
  useNetwork.setState({ online: true });
  await db().customers.clear();
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.includes('/customers/list/')) {
      const search = new URL(url).searchParams.get('search') ?? '';
      const all = [customer(1, 'Ann', 'Lee', '555-0101'), customer(2, 'Bob', 'Stone', '555-0202')];
      return Promise.resolve(
        json({
          results: all.filter((entry) =>
            `${entry.first_name} ${entry.last_name}`.toLowerCase().includes(search.toLowerCase()),
          ),
          next: null,
        }),
      );
    }
    if (url.endsWith('/customer-add/') && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      return Promise.resolve(
        json({ ...customer(99, String(body.first_name), String(body.last_name)), local_id: body.local_id }),
      );
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/customers/list/'));

describe('CustomerSelectModal (seed 001 §2, seed 002 §2 Customer screens)', () => {
  it('offline shows that customers load only online, and fetches nothing', () => {
    useNetwork.setState({ online: false });
    render(<CustomerSelectModal isOpen onSelect={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Customers can be loaded only online');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads page 1, then searches 500 ms after the last keystroke, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onSelect = vi.fn();
    render(<CustomerSelectModal isOpen onSelect={onSelect} onClose={vi.fn()} />);
    expect(await screen.findByText('Bob Stone')).toBeInTheDocument();
    expect(listCalls()).toEqual(['http://shop.local/api/customers/list/?page=1']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or phone' }), 'ann');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(listCalls()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(listCalls()).toEqual([
      'http://shop.local/api/customers/list/?page=1',
      'http://shop.local/api/customers/list/?page=1&search=ann',
    ]);
    vi.useRealTimers();
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByText('Bob Stone')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply Ann Lee' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 1, first_name: 'Ann', last_name: 'Lee', phone: '555-0101', group: '' });
  });

  it("shows the seeds' error when the list fails to load", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    render(<CustomerSelectModal isOpen onSelect={vi.fn()} onClose={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Customers');
    expect(alert).toHaveTextContent('Failed to load customers. Please try again.');
  });

  it('Add requires first_name; a valid customer is saved locally, posted, and selected', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<CustomerSelectModal isOpen onSelect={onSelect} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Young');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(
      await db()
        .customers.filter((entry) => entry.first_name === 'Cleo' || entry.last_name === 'Young')
        .count(),
    ).toBe(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/customer-add/'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Cleo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/customer-add/'));
    const body = JSON.parse((post?.[1] as RequestInit).body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ first_name: 'Cleo', last_name: 'Young', updated: true });
    expect(body.local_id).toMatch(/^7_\d+$/);
    expect(body).not.toHaveProperty('id');
    expect(onSelect).toHaveBeenCalledWith({ id: 99, first_name: 'Cleo', last_name: 'Young', phone: '', group: '' });
    const stored = await db().customers.get(99);
    expect(stored).toMatchObject({ first_name: 'Cleo', updated: false });
  });

  it('a selected customer can be removed', async () => {
    const onSelect = vi.fn();
    render(
      <CustomerSelectModal
        isOpen
        selected={{ id: 1, first_name: 'Ann', last_name: 'Lee' }}
        onSelect={onSelect}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Selected: Ann Lee')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove customer' }));
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('views a customer, adds a default address (saved and uploaded), and selects', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<CustomerSelectModal isOpen onSelect={onSelect} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'View Bob Stone' }));
    expect(screen.getByText('No addresses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('1 Main St, Springfield')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/customer-add/'));
    expect(JSON.parse((post?.[1] as RequestInit).body as string)).toMatchObject({
      id: 2,
      addresses: [{ address_1: '1 Main St', city: 'Springfield', default: true }],
    });
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Bob' }));
  });
});
