import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { saveConnection, saveTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { useNetwork } from '../../data/network-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { CustomerSelectModal } from '../order/modals/customer-select-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

const person = (id: number) => ({
  id,
  local_id: null,
  first_name: `Name${String(id).padStart(3, '0')}`,
  last_name: 'Smith',
  phone: '',
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

/** A deferred answer, so a test decides when a page arrives. */
function later() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
const pending: { url: string; answer: ReturnType<typeof later> }[] = [];

beforeEach(async () => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveTerminal({ id: 7, name: 'Front', mode: 2 });
  useNetwork.setState({ online: true });
  useSession.getState().setReference({ FR: 'France', US: 'United States' }, [
    { code: 'NY', name: 'New York', country: 'US' },
    { code: 'CA', name: 'California', country: 'US' },
    { code: 'ON', name: 'Ontario', country: 'CA' },
  ]);
  await db().customers.clear();
  await db().store.clear();
  pending.length = 0;
  fetchMock = vi.fn((url: string) => {
    const answer = later();
    pending.push({ url, answer });
    return answer.promise;
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pageOf = (page: number, more: boolean) =>
  json({
    results: Array.from({ length: 50 }, (_, index) => person((page - 1) * 50 + index + 1)),
    next: more ? `/api/customers/list/?page=${String(page + 1)}` : null,
  });

/** Makes the list's box report a scroll position (jsdom lays nothing out). */
function scrollList(list: HTMLElement, fromBottom: number) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: 2000 - 400 - fromBottom });
  fireEvent.scroll(list);
}

const listUrls = () => pending.map((entry) => entry.url).filter((url) => url.includes('/customers/list/'));

describe('the customer list (seed 002 §2, §9: more within 100 px of the bottom, no load while one runs)', () => {
  it('asks for page 2 only within 100 px of the bottom, once while it loads, and never past the last page', async () => {
    render(<CustomerSelectModal isOpen onSelect={vi.fn()} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(listUrls()).toHaveLength(1));
    await act(async () => {
      pending[0]?.answer.resolve(pageOf(1, true));
      await Promise.resolve();
    });
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(await within(list).findByText('Name050 Smith')).toBeInTheDocument();

    scrollList(list, 101);
    expect(listUrls()).toHaveLength(1);
    scrollList(list, 100);
    scrollList(list, 20);
    scrollList(list, 0);
    expect(listUrls()).toEqual([
      'http://shop.local/api/customers/list/?page=1',
      'http://shop.local/api/customers/list/?page=2',
    ]);

    await act(async () => {
      pending[1]?.answer.resolve(pageOf(2, false));
      await Promise.resolve();
    });
    expect(await within(list).findByText('Name100 Smith')).toBeInTheDocument();
    expect(within(list).getByText('Name001 Smith')).toBeInTheDocument();
    scrollList(list, 0);
    expect(listUrls()).toHaveLength(2);
  });

  it("a failed page shows 'Error Loading Customers' and Retry asks for that page again", async () => {
    render(<CustomerSelectModal isOpen onSelect={vi.fn()} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(listUrls()).toHaveLength(1));
    await act(async () => {
      pending[0]?.answer.resolve(new Response('{}', { status: 503 }));
      await Promise.resolve();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Customers');
    expect(alert).toHaveTextContent('Failed to load customers. Please try again.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(listUrls()).toEqual([
      'http://shop.local/api/customers/list/?page=1',
      'http://shop.local/api/customers/list/?page=1',
    ]);
    await act(async () => {
      pending[1]?.answer.resolve(pageOf(1, false));
      await Promise.resolve();
    });
    expect(await screen.findByText('Name001 Smith')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Customers')).not.toBeInTheDocument();
  });
});

describe('offline (seed 001 §6 loading online only; seed 000 §4 local ids)', () => {
  it('lists the customers kept here, fetches nothing, and adds one with a US address from the state picker', async () => {
    useNetwork.setState({ online: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db().customers.put({ ...person(5), first_name: 'Kept' });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<CustomerSelectModal isOpen onSelect={onSelect} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Customers can be loaded only online');
    expect(await screen.findByText('Kept Smith')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalled());
    const chosen = onSelect.mock.calls[0]?.[0] as { id: string };
    expect(chosen.id).toMatch(/^7_\d+$/);
    expect(fetchMock).not.toHaveBeenCalled();

    // The view of the new customer: a US address takes its state from the picker, elsewhere it is typed.
    await user.click(await screen.findByRole('button', { name: 'View Dana' }));
    expect(screen.getByText('Not synced yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Elm St');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
    expect(screen.getByRole('textbox', { name: 'State' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', 'California', 'New York']);
    await user.selectOptions(state, 'NY');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('1 Elm St, NY, US')).toBeInTheDocument();
    const stored = await db().customers.get(chosen.id);
    expect(stored).toMatchObject({
      updated: true,
      addresses: [
        {
          address_1: '1 Elm St',
          state: 'NY',
          country: 'US',
          default: true,
          local_id: expect.stringMatching(/^7_\d+$/) as string,
        },
      ],
    });

    // Edit keeps the address (same local id) and changes its city.
    await user.click(screen.getByRole('button', { name: 'Edit: 1 Elm St, NY, US' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Albany');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('1 Elm St, Albany, NY, US')).toBeInTheDocument();
    const edited = await db().customers.get(chosen.id);
    expect((edited?.addresses as unknown[]).length).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
