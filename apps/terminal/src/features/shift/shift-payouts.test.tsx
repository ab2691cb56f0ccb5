import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  signInLinkedTerminal();
  await db().shift.clear();
  await db().shift.put({ id: 3, local_id: '7_1', opening_amount: 100, shift_open_date: '2026-01-01T08:00:00Z' });
});
afterEach(() => vi.unstubAllGlobals());

async function movement(kind: string, digits: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payouts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payouts' });
  await user.click(within(dialog).getByRole('button', { name: kind }));
  const keypad = within(dialog).getByRole('group', { name: 'Amount keypad' });
  for (const digit of digits) await user.click(within(keypad).getByRole('button', { name: digit }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('payout popup (seed 000 §2.9)', () => {
  it('records pay out, pay in and bank drop on the open shift and uploads the totals', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(init?.body as string) as Record<string, unknown>;
        // The shell's status report (issue 16 §6) goes beside the shift's uploads; only those are counted.
        if (!(url as string).endsWith('/terminal/status')) bodies.push(body);
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    renderApp('/shift');
    await movement('Pay Out', '500');
    await waitFor(async () => expect(await db().shift.get(3)).toMatchObject({ total_payouts: 5 }));
    expect(await screen.findByText('$5.00')).toBeInTheDocument();

    await movement('Pay In', '200');
    await movement('Bank Drop', '1000');
    await waitFor(async () => expect(await db().shift.get(3)).toMatchObject({ total_payouts: 3, total_drops: 10 }));
    expect(await screen.findByText('$3.00')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    const stored = await db().shift.get(3);
    expect((stored?.cash_movements as unknown[]).length).toBe(3);
    // Each movement uploads the shift (the shell's sync engine may upload it once more).
    await waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ id: 3, total_payouts: 3, total_drops: 10 }));
    for (const body of bodies) expect(body).not.toHaveProperty('cash_movements');
  });

  it('does not save a zero amount', async () => {
    renderApp('/shift');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payouts' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
