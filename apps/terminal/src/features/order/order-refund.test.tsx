import type { OrderItem } from '@opentill/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import type * as RefundActions from '../refund/refund-actions.ts';
import { refundDraftCreate, refundProcess } from '../refund/refund-actions.ts';
import { useGiftCards } from '../gift-cards/gift-card-store.ts';
import { itemFromProduct, orderNew, orderRecompute, totalsContextFrom } from './order-build.ts';
import { editorScreenReset } from './order-screen-test-kit.ts';
import { CATALOG, editorDeviceReady } from './order-test-fixtures.ts';
import { orderEditorWritesSettled } from './order-store.ts';

// The real draft (refundDraftCreate) on fake-indexeddb; refundProcess answers as the test says.
vi.mock('../refund/refund-actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof RefundActions>()),
  refundProcess: vi.fn(),
}));
const processed = vi.mocked(refundProcess);

const NOW = new Date('2026-03-01T10:00:00Z');
const build = { terminalId: 7, employeeId: 2, now: NOW };
const totals = totalsContextFrom({ tax_option: 'exclusive', tax_round: 'default' });

/** A completed order, server id 501: 3 Lattes (4.00 + 10 %) and a Croissant, paid 15.70 in cash. */
function originalSale(): OrderRecord {
  const latte: OrderItem = { ...itemFromProduct(CATALOG[0]!, 'sold-latte', build), quantity: 3 };
  const croissant = itemFromProduct(CATALOG[1]!, 'sold-croissant', build);
  const order = orderRecompute({ ...orderNew('7_1000', build), items: [latte, croissant] }, totals);
  return {
    ...order,
    id: 501,
    number: 12,
    status: 3,
    close_date: NOW.toISOString(),
    payments: [
      {
        local_id: '7_1_1',
        amount: order.grand_total,
        amount_paid: order.grand_total,
        payment_type: 'Cash',
        transaction_type: 'sale',
        change_amount: 0,
        tips: 0,
      },
    ],
  } as OrderRecord;
}

/** An earlier processed refund that returned 1 of the 3 Lattes. */
function earlierRefund(): OrderRecord {
  const line: OrderItem = {
    ...itemFromProduct(CATALOG[0]!, 'r-1', build),
    quantity: -1,
    order_refund_item: 'sold-latte',
  };
  return {
    ...orderRecompute({ ...orderNew('7_900', build), items: [line] }, totals),
    id: 502,
    status: 5,
    reference_order: 501,
  };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
  processed.mockReset();
});

async function openDraft() {
  await editorDeviceReady();
  const original = originalSale();
  await db().orders.bulkPut([original, earlierRefund()] as never[]);
  const draft = await refundDraftCreate(original, NOW);
  const router = renderApp(`/orders/${draft.local_id}?refund=1`);
  const panel = await screen.findByRole('region', { name: 'Order' });
  await within(panel).findByRole('button', { name: /Latte/ });
  return { router, panel, draft, user: userEvent.setup() };
}

const total = (panel: HTMLElement) => within(panel).getByRole('status', { name: 'Total' });

async function setQuantity(panel: HTMLElement, user: ReturnType<typeof userEvent.setup>, digit: string) {
  const line = within(panel).getByRole('button', { name: /Latte/ });
  if (line.getAttribute('aria-expanded') !== 'true') await user.click(line);
  await user.click(within(panel).getByRole('button', { name: 'Quantity' }));
  await user.click(
    within(await screen.findByRole('group', { name: 'Quantity keypad' })).getByRole('button', { name: digit }),
  );
  await user.click(screen.getByRole('button', { name: 'OK' }));
}

describe('the editor in refund mode (seed 001 §4 Refund)', () => {
  it('shows what is left to refund as negative lines, a red Refund button, and offers no other edits', async () => {
    const { panel } = await openDraft();
    // 2 Lattes left (one was refunded before) and the Croissant: -(8.00 + 0.80) - 2.50 = -11.30.
    expect(
      within(within(panel).getByRole('button', { name: /Latte/ })).getByLabelText('Quantity -2'),
    ).toBeInTheDocument();
    expect(total(panel)).toHaveTextContent('-$11.30');
    const refund = within(panel).getByRole('button', { name: 'Refund' });
    expect(refund).toHaveClass('bg-danger');
    expect(within(panel).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: /Latte/ }));
    const actions = within(panel).getByRole('group', { name: 'Actions for Latte' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Quantity', 'Remove item']);
  });

  it('the Gift Card button checks a card only: a refund sells no top-up, so there is no Add Funds', async () => {
    const { user } = await openDraft();
    await user.click(screen.getByRole('button', { name: 'Gift Card' }));
    await waitFor(() => expect(useGiftCards.getState().session?.mode).toBe('check'));
    useGiftCards.getState().close();
  });

  it('caps a line at the quantity still refundable; a lower one follows with its totals', async () => {
    const { panel, user, draft } = await openDraft();
    await setQuantity(panel, user, '1');
    await waitFor(() => expect(total(panel)).toHaveTextContent('-$6.90'));
    expect(
      within(within(panel).getByRole('button', { name: /Latte/ })).getByLabelText('Quantity -1'),
    ).toBeInTheDocument();
    // 9 asked, 2 left: capped at 2.
    await setQuantity(panel, user, '9');
    await waitFor(() => expect(total(panel)).toHaveTextContent('-$11.30'));
    await orderEditorWritesSettled();
    const saved = (await db().orders.get(draft.local_id)) as OrderRecord;
    expect(saved.items.find((item) => item.order_refund_item === 'sold-latte')?.quantity).toBe(-2);
    // A draft is never marked for upload (decisions §15).
    expect(saved.updated).toBe(false);
  });

  it('tapping a product adds nothing to a refund', async () => {
    const { panel, user } = await openDraft();
    await user.click(
      within(screen.getByRole('group', { name: 'Products' })).getByRole('button', { name: /Croissant/ }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(total(panel)).toHaveTextContent('-$11.30');
  });

  it('the red Refund button processes the refund and shows Order has been refunded', async () => {
    processed.mockResolvedValue({ ok: true });
    const { panel, user, router } = await openDraft();
    await setQuantity(panel, user, '1');
    await waitFor(() => expect(total(panel)).toHaveTextContent('-$6.90'));
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    const done = await screen.findByRole('alertdialog', { name: 'Order has been refunded' });
    const sent = processed.mock.calls[0]![0];
    expect(sent.reference_order).toBe(501);
    expect(sent.items.filter((item) => item.void_status === 0).map((item) => [item.name, item.quantity])).toEqual([
      ['Latte', -1],
      ['Croissant', -1],
    ]);
    expect(sent.grand_total).toBe(-6.9);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('a refused refund shows the error and stays on the draft', async () => {
    processed.mockResolvedValue({ ok: false, title: 'Can not refund, contact administrator', message: '' });
    const { panel, user, router } = await openDraft();
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Can not refund, contact administrator')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Order has been refunded' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/orders\/7_/);
  });

  it('a card that returned its part before a later one failed: the draft is locked and kept when left', async () => {
    const { panel, user, router, draft } = await openDraft();
    // As refundProcess does: the made return is kept on the stored draft, then the later card's error is answered.
    processed.mockImplementation(async (sent) => {
      await db().orders.update(sent.local_id, {
        payments: [
          { ...originalSale().payments[0]!, local_id: `${sent.local_id}-r1`, amount: -5, transaction_type: 'return' },
        ],
      });
      return { ok: false, title: 'Payment Error', message: 'Declined' };
    });
    await user.click(within(panel).getByRole('button', { name: 'Refund' }));
    const error = await screen.findByRole('alertdialog', { name: 'Payment Error' });
    await user.click(within(error).getByRole('button', { name: /Close|OK/ }));

    await setQuantity(panel, user, '1');
    const locked = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(locked).toHaveTextContent(/Part of this refund has already been returned/);
    await user.click(within(locked).getByRole('button', { name: /Close|OK/ }));
    expect(total(panel)).toHaveTextContent('-$11.30');

    await router.navigate('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await orderEditorWritesSettled();
    const kept = (await db().orders.get(draft.local_id)) as OrderRecord;
    expect(kept.payments.map((payment) => payment.local_id)).toEqual([`${draft.local_id}-r1`]);
    expect(kept.items.filter((item) => item.void_status === 0).map((item) => item.quantity)).toEqual([-2, -1]);
  });
});
