import { pinUid } from '@opentill/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../data/db.ts';
import { initI18n } from '../i18n/index.ts';
import { PinVerifyModal } from './pin-verify-modal.tsx';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await db().employee.clear();
  await db().store.put({ id: 1, name: 'Demo', pin_salt: 'salt-1' });
  await db().employee.bulkPut([
    { id: 2, name: 'Mia Manager', role: 2, uid: await pinUid('2468', 'salt-1') },
    { id: 3, name: 'Carl Cashier', role: 3, uid: await pinUid('1357', 'salt-1') },
  ]);
});

async function typePin(pin: string) {
  const user = userEvent.setup();
  const keypad = screen.getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

describe('PinVerifyModal (seed 001 §6, seed 002 §6)', () => {
  it('refuses a cashier PIN with "Wrong pin, try again" and clears the entry; accepts a manager', async () => {
    const onVerified = vi.fn();
    render(<PinVerifyModal isOpen onVerified={onVerified} onClose={vi.fn()} />);
    expect(
      screen.getByRole('dialog', { name: 'This process requires permission. Please enter pin.' }),
    ).toBeInTheDocument();
    await typePin('1357');
    expect(await screen.findByText('Wrong pin, try again')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 of 4 PIN digits entered' })).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    await typePin('2468');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ id: 2, role: 2 })));
  });

  it('refuses an unknown PIN', async () => {
    const onVerified = vi.fn();
    render(<PinVerifyModal isOpen onVerified={onVerified} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.keyboard('9999');
    expect(await screen.findByText('Wrong pin, try again')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
