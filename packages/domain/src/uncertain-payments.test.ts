import { describe, expect, it } from 'vitest';
import { orderChargeBlocked, uncertainOpen, uncertainPaymentsIssue, uncertainSettle } from './uncertain-payments.ts';

interface Payment {
  local_id: string;
  amount: string;
  auth_code?: string;
}
const card: Payment = { local_id: 'p2', amount: '9.66' };
const order = {
  status: 1,
  payments: [{ local_id: 'p1', amount: '10.00' }] as Payment[],
  uncertain_payments: [{ payment: card }],
};
const at = '2026-11-29T12:00:00.000Z';

describe('uncertain card payments (issue 19 §3)', () => {
  it('an unknown outcome blocks a charge until it is settled', () => {
    expect(orderChargeBlocked(order)).toBe(true);
    const settled = uncertainSettle(order, 'p2', { resolution: 'not_charged', how: 'staff', by: 2, at });
    expect(settled && orderChargeBlocked(settled)).toBe(false);
    expect(settled?.payments).toEqual(order.payments);
    expect(settled?.uncertain_payments?.[0]).toMatchObject({
      resolution: 'not_charged',
      resolved_by: 2,
      resolved_at: at,
    });
  });

  it('charged moves the payment (as the status query read it) among the payments, once', () => {
    const read: Payment = { ...card, auth_code: '123456' };
    const settled = uncertainSettle(order, 'p2', { resolution: 'charged', how: 'status', by: null, at }, read);
    expect(settled?.payments).toEqual([order.payments[0], read]);
    expect(settled && uncertainOpen(settled)).toEqual([]);
    expect(
      settled && uncertainSettle(settled, 'p2', { resolution: 'charged', how: 'status', by: null, at }),
    ).toBeNull();
    expect(settled && uncertainPaymentsIssue({ ...settled, status: 3 })).toBeNull();
  });

  it('a staff decision needs a manager; the server check finds what does not agree', () => {
    expect(uncertainSettle(order, 'p2', { resolution: 'charged', how: 'staff', by: null, at })).toBeNull();
    expect(uncertainPaymentsIssue({ ...order, status: 3 })?.field).toBe('uncertain_payments.0.resolution');
    expect(
      uncertainPaymentsIssue({
        ...order,
        uncertain_payments: [{ payment: card, resolution: 'charged', resolved_at: at }],
      })?.field,
    ).toBe('uncertain_payments.0.resolution');
  });
});
