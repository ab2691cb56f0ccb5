import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { UncertainOutbox } from './uncertain-outbox-list.tsx';
import { uncertainOutboxLoad, uncertainOutboxRows } from './uncertain-outbox.ts';

const payment = (local_id: string, payment_type: string, amount: number, payment_date: string) => ({
  local_id,
  payment_type,
  amount,
  payment_date,
});

/** An open order with one unknown card payment and one a manager settled as not charged. */
const waiting = {
  local_id: '1_500',
  short_number: '12',
  status: 1,
  items: [],
  payments: [],
  uncertain_payments: [
    { payment: payment('1_500-p1', 'Card A', 6.18, '2026-11-29T10:05:00.000Z') },
    {
      payment: payment('1_500-p0', 'Card B', 6.37, '2026-11-29T10:01:00.000Z'),
      resolution: 'not_charged',
      resolved_how: 'staff',
      resolved_by: 2,
      resolved_at: '2026-11-29T10:02:00.000Z',
    },
  ],
} as unknown as OrderRecord;
const finished = { ...waiting, local_id: '1_501', short_number: '13', status: 3 } as OrderRecord;
const plain = { ...waiting, local_id: '1_502', short_number: '14', uncertain_payments: [] } as OrderRecord;

function CheckoutStandIn() {
  const { id } = useParams();
  return <h1>Checkout of {id}</h1>;
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await db().delete();
  await db().open();
});

describe('uncertain payments in the outbox (issue 19 §3)', () => {
  it('lists only the unknown ones of orders still open, oldest first', async () => {
    const earlier = {
      ...waiting,
      local_id: '1_499',
      short_number: '11',
      uncertain_payments: [{ payment: payment('1_499-p1', 'Card B', 3.18, '2026-11-29T09:00:00.000Z') }],
    } as unknown as OrderRecord;
    expect(
      uncertainOutboxRows([waiting, earlier]).map((row) => [row.orderNumber, row.paymentType, row.amount]),
    ).toEqual([
      ['11', 'Card B', 318],
      ['12', 'Card A', 618],
    ]);
    await db().orders.bulkPut([waiting, finished, plain]);
    expect((await uncertainOutboxLoad()).map((row) => row.paymentLocalId)).toEqual(['1_500-p1']);
  });

  it('shows a count under the outbox; the list names order, type, amount and time and opens the order checkout', async () => {
    await db().orders.bulkPut([waiting, plain]);
    render(
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route path="/orders" element={<UncertainOutbox />} />
          <Route path="/orders/:id/checkout" element={<CheckoutStandIn />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unknown outcome: 1 payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments of unknown outcome' });
    const rows = within(within(dialog).getByRole('list', { name: 'Payments of unknown outcome' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Order #12');
    expect(rows[0]).toHaveTextContent(/Card A \$6\.18 at \d{1,2}:\d{2}/);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Open order #12' }));
    expect(await screen.findByRole('heading', { name: 'Checkout of 1_500' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
