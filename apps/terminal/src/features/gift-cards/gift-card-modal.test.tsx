import { cents } from '@opentill/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { saveRecords } from '../../data/save.ts';
import { initI18n } from '../../i18n/index.ts';
import { giftCardHistoryDate } from './gift-card-history.tsx';
import { GiftCardModal } from './gift-card-modal.tsx';
import { useGiftCards } from './gift-card-store.ts';
import { giftCardMake, giftCardServer, recordCalls, type GiftCardServer } from './gift-card-test-kit.ts';

let server: GiftCardServer;
const onOpenOrder = vi.fn();

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = giftCardServer([
    giftCardMake('1111', 0),
    giftCardMake('2222', 30, [
      {
        id: 2,
        order_id: 42,
        created_at: '2026-03-05T14:30:00Z',
        amount_paid: 20,
        transaction_balance: 30,
        transaction_type: 2,
      },
      {
        id: 1,
        order_id: null,
        created_at: '2026-03-01T09:05:00Z',
        amount_paid: 50,
        transaction_balance: 50,
        transaction_type: 1,
      },
    ]),
  ]);
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  useGiftCards.getState().close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAndEnter(number: string, request: Parameters<ReturnType<typeof useGiftCards.getState>['open']>[0]) {
  const user = userEvent.setup();
  render(<GiftCardModal symbol="$" onOpenOrder={onOpenOrder} />);
  const outcome = useGiftCards.getState().open(request);
  const input = await screen.findByRole('textbox', { name: 'Gift card number' });
  await user.type(input, number);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { user, outcome };
}

describe('GiftCardModal (seed 002 §2 Gift card screen)', () => {
  it('shows the invalid state for a number that is not digits and single hyphens', async () => {
    const { user } = await openAndEnter('12-a', { mode: 'funds' });
    expect(screen.getByRole('textbox', { name: 'Gift card number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid gift card number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call.path === '/api/gift-card/')).toHaveLength(0);
  });

  it('shows INSUFFICIENT BALANCE, the no-history message and a disabled Pay for a card with no credit', async () => {
    await openAndEnter('1111', { mode: 'pay', amount: cents(1359) });
    expect(await screen.findByText('INSUFFICIENT BALANCE')).toBeInTheDocument();
    expect(screen.getByText('there is no payment history for this gift card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $0.00' })).toBeDisabled();
  });

  it('lists the history (date DD MMMM yy, hh:mm A) and pays the lesser of credit and amount', async () => {
    const { user, outcome } = await openAndEnter('2222', {
      mode: 'pay',
      amount: cents(4500),
      order: { local_id: '7_1', id: null, payments: [] },
      terminalId: 7,
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(giftCardHistoryDate(new Date('2026-03-05T14:30:00Z'), 'en'))).toBeInTheDocument();
    expect(within(table).getByText('-$20.00')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Order #42' }));
    expect(onOpenOrder).toHaveBeenCalledWith(42, null);

    await user.click(screen.getByRole('button', { name: 'Pay $30.00' }));
    await expect(outcome).resolves.toMatchObject({ ok: true, amount: 3000 });
    expect(recordCalls(server)).toEqual([expect.objectContaining({ amount_paid: 30, transaction_type: 1 })]);
  });

  it('names a history order the device knows by its short number (issue 15 §4), and opens it by that number', async () => {
    await saveRecords('orderList', [{ local_id: '2_5', id: 42, number: 17, short_number: '2-007', status: 3 }]);
    try {
      const { user } = await openAndEnter('2222', { mode: 'funds' });
      const table = await screen.findByRole('table');
      await user.click(await within(table).findByRole('button', { name: 'Order #2-007' }));
      expect(onOpenOrder).toHaveBeenLastCalledWith(42, '2-007');
    } finally {
      await db().orderList.delete('2_5');
    }
  });

  it('Add Funds from the editor takes the amount on the keypad and hands it back without crediting the card', async () => {
    const { user, outcome } = await openAndEnter('1111', { mode: 'funds' });
    const keypad = await screen.findByRole('group', { name: 'Add funds keypad' });
    for (const key of ['1', '5', '0', '0']) await user.click(within(keypad).getByRole('button', { name: key }));
    expect(screen.getByRole('status', { name: 'Amount to add' })).toHaveTextContent('$15.00');
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await expect(outcome).resolves.toMatchObject({ ok: true, number: '1111', amount: 1500 });
    expect(
      server.calls.some(
        (call) =>
          call.path === '/api/gift-card/' && (call.body as { credit?: number } | undefined)?.credit !== undefined,
      ),
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
  });

  it('Add Funds takes digits typed on a keyboard and Enter adds them (issue 13 §5)', async () => {
    const { user, outcome } = await openAndEnter('1111', { mode: 'funds' });
    await screen.findByRole('group', { name: 'Add funds keypad' });
    await user.keyboard('2500');
    expect(screen.getByRole('status', { name: 'Amount to add' })).toHaveTextContent('$25.00');
    await user.keyboard('{Enter}');
    await expect(outcome).resolves.toMatchObject({ ok: true, number: '1111', amount: 2500 });
  });

  it('in check mode (the editor on a refund) shows balance and history with no Add Funds, and creates no card', async () => {
    const { user, outcome } = await openAndEnter('2222', { mode: 'check' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Add funds keypad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toEqual({ ok: false });
  });

  it('shows the gift-card-unavailable modal when our server cannot be reached', async () => {
    server.healthy = false;
    render(<GiftCardModal symbol="$" onOpenOrder={onOpenOrder} />);
    void useGiftCards.getState().open({ mode: 'funds' });
    expect(await screen.findByRole('alertdialog', { name: 'Gift card unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Gift card number' })).not.toBeInTheDocument();
  });

  it('formats history dates as DD MMMM yy, hh:mm A', () => {
    expect(giftCardHistoryDate(new Date(2026, 2, 5, 14, 7), 'en')).toBe('05 March 26, 02:07 PM');
    expect(giftCardHistoryDate(new Date(2026, 0, 9, 0, 30), 'de')).toBe('09 Januar 26, 12:30 AM');
  });
});
