import { expect, test } from '@playwright/test';

/** Issue 6 acceptance: a second window gets the duplicate notice and Use Here works (seed 000 §2.4, §4). */
test('a second window is secondary; Use Here makes it active and the first one secondary', async ({ context }) => {
  const baseUrl = process.env.BASE_URL ?? '';
  const first = await context.newPage();
  await first.goto(`${baseUrl}/auth`);
  await expect(first.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();

  // A reload of the only window is not a duplicate: the page removes its marker when it goes away.
  await first.reload();
  await expect(first.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  await first.waitForTimeout(600);
  await expect(first.getByRole('dialog')).toHaveCount(0);

  const second = await context.newPage();
  await second.goto(`${baseUrl}/auth`);
  const notice = second.getByRole('dialog', { name: 'OpenTill is open in another window' });
  await expect(notice).toBeVisible();
  // Not dismissable by the backdrop or Escape.
  await second.keyboard.press('Escape');
  await second.mouse.click(5, 5);
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Use Here' }).click();
  await expect(notice).toBeHidden();
  await expect(first.getByRole('dialog', { name: 'OpenTill is open in another window' })).toBeVisible();
});
