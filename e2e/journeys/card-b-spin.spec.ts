import { expect, test } from '@playwright/test';
import {
  checkoutPayments,
  deviceCharges,
  deviceNext,
  deviceRecord,
  payWith,
  serverCardOrder,
  serverCardOrderSynced,
  startCardRig,
  type CardRig,
} from '../support/cards.ts';
import { linkTerminalPatiently, paymentSettled, sellTwoTeas, signInAndOpenShift } from '../support/checkout.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 19 acceptance: a card B sale with a tip added on the terminal, a partial approval then the rest in cash, a
 * refund by void. Card B is the Dejavoo SPIn simulator behind the back office's proxy (the demo's Card B type holds
 * the register's Tpn and Authkey; the page never sees the key). The two teas: 6.18, with Card B's 3 % surcharge 6.37.
 * The tip 1.00 goes to the register as TipAmount; the register approves half the base (3.18) and the tip. The refund
 * the same day of everything voids the card transaction and gives back 7.37: Card B 3.18 + 1.00 tip, cash 3.19.
 */
let rig: CardRig;
test.describe.configure({ timeout: 150_000 });
test.beforeAll(async () => {
  rig = await startCardRig();
});
test.afterAll(async () => {
  await rig.stop();
});

test('card B: a tip, a partial approval and the rest in cash, then the sale refunded the same day', async ({
  page,
}) => {
  await linkTerminalPatiently(page, rig.server, '1/1');
  await signInAndOpenShift(page);
  const saleId = await sellTwoTeas(page);

  // The tip added on the terminal.
  await page.getByRole('button', { name: 'Tip', exact: true }).click();
  const tip = page.getByRole('dialog', { name: 'Add a tip' });
  await press(tip, 'Tip amount', '100');
  await expect(tip.getByLabel('Tip amount', { exact: true }).first()).toHaveText('$1.00');
  await tip.getByRole('button', { name: 'Save tip' }).last().click();
  await expect(page.getByRole('button', { name: 'Tip $1.00' })).toBeVisible();

  // Card B approves part of it (SPIn 0001): the approved amount is recorded, the balance stays.
  deviceNext(rig.cardB, 'partial');
  await payWith(page, 'Card B').click();
  const notice = page.getByRole('dialog', { name: 'Surcharge' });
  await notice.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The card approved $3.18 only.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$3.19');
  expect(deviceCharges(rig.cardB)).toEqual([['sale', true, 318]]);
  expect(deviceRecord(rig.cardB)[0]?.tipCents).toBe(100);

  // The rest in cash.
  await paymentSettled(page);
  await payWith(page, 'Cash').click();
  const completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible({ timeout: 30_000 });
  expect(await checkoutPayments(page)).toEqual([
    ['Card B', '$3.18'],
    ['Cash', '$3.19'],
  ]);
  const sold = await serverCardOrderSynced(page, rig.server, 3, saleId, 2);
  expect(sold.payments.map((p) => [p.payment_type, p.amount])).toEqual([
    ['Card B', 3.18],
    ['Cash', 3.19],
  ]);
  expect(sold.payments[0]).toMatchObject({ card_lastfour: '1111', auth_code: deviceRecord(rig.cardB)[0]?.authCode });
  expect(JSON.stringify(sold)).not.toContain('DemoAuthKey');
  await completed.getByRole('button', { name: 'New Sale' }).click();

  // The refund, the same day: everything returned. The card payment goes back by a SPIn Void of its transaction,
  // which cancels the whole charge (tip and surcharge share included), so the refund gives back what the sale charged:
  // the card its 3.18 and tip 1.00, the cash its 3.19 (decisions §61, amended for the issue 19 acceptance).
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('tab', { name: 'Completed' }).click();
  const shortNumber = (sold as { short_number?: string | null }).short_number ?? '';
  await page.getByRole('button', { name: `View order #${shortNumber}` }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page).toHaveURL(/\?refund=1$/);
  const refundId = decodeURIComponent(/\/orders\/([^/?]+)\?refund=1$/.exec(page.url())?.[1] ?? '');
  const summary = page.getByRole('complementary', { name: 'Refund' });
  const figure = (term: string) => summary.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Surcharge')).toHaveText('-$0.19');
  await expect(figure('Tip')).toHaveText('-$1.00');
  await expect(figure('Refund total')).toHaveText('-$7.37');
  await expect(summary.getByRole('radio', { name: /Original payment/ })).toBeChecked();
  await expect(summary.getByText('Card B $4.18 · Cash $3.19')).toBeVisible();
  await page.getByRole('button', { name: 'Refund $7.37' }).click();
  await expect(page.getByText('Order has been refunded')).toBeVisible({ timeout: 30_000 });
  // At most one charge, no return: the sale and its void.
  expect(deviceRecord(rig.cardB).map((t) => [t.kind, t.approved])).toEqual([
    ['sale', true],
    ['void', true],
  ]);
  const refund = await serverCardOrderSynced(page, rig.server, 5, refundId, 2);
  const cardBack = refund.payments.find((p) => p.payment_type === 'Card B');
  expect(Math.round((cardBack?.amount ?? 0) * -100)).toBe(deviceRecord(rig.cardB)[0]?.amountCents);
  expect(cardBack).toMatchObject({ tips: -1, dejavoo_transaction_type: 'Void' });
  expect(refund.payments.find((p) => p.payment_type === 'Cash')?.amount).toBe(-3.19);
  expect(refund).toMatchObject({ total_sum: -7.37, surcharge_value: -0.19 });
  await expect
    .poll(async () => (await serverCardOrder(page, rig.server, 5, saleId))?.status ?? null, { timeout: 30_000 })
    .toBe(5);
});
