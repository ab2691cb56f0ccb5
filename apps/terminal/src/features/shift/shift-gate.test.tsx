import { pinUid } from '@opentill/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { linkTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

const CASHIER = 3;
const MANAGER = 2;

async function cashierSignedIn(allowCashierShift: string) {
  linkTerminal({ db_settings: [{ name: 'allow_cashier_shift', value: allowCashierShift }] });
  await db().store.put({ id: 1, name: 'Demo', pin_salt: 'salt-1' });
  await db().employee.bulkPut([
    { id: 3, name: 'Carl Cashier', role: CASHIER, uid: await pinUid('1357', 'salt-1') },
    { id: 2, name: 'Mia Manager', role: MANAGER, uid: await pinUid('2468', 'salt-1') },
  ]);
  useSession.getState().unlock(3, 'en');
}

async function typePin(pin: string) {
  const user = userEvent.setup();
  const keypad = await screen.findByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  await db().shift.clear();
  await db().employee.clear();
});

describe('cashier gate on Shift (seed 000 §2.9, §6)', () => {
  it("asks a cashier for a manager or owner PIN when allow_cashier_shift is false; refuses the cashier's own", async () => {
    await cashierSignedIn('false');
    renderApp('/shift');
    expect(
      await screen.findByRole('heading', { name: 'This process requires permission. Please enter pin.' }),
    ).toBeInTheDocument();
    await typePin('1357');
    expect(await screen.findByText('Wrong pin, try again')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open Shift' })).not.toBeInTheDocument();
    await typePin('2468');
    expect(await screen.findByRole('heading', { name: 'Open Shift' })).toBeInTheDocument();
  });

  it('lets the cashier straight in when allow_cashier_shift is true', async () => {
    await cashierSignedIn('true');
    renderApp('/shift');
    expect(await screen.findByRole('heading', { name: 'Open Shift' })).toBeInTheDocument();
    expect(screen.queryByText('This process requires permission. Please enter pin.')).not.toBeInTheDocument();
  });
});
