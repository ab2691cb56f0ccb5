import { expect, type Locator, type Page } from '@playwright/test';
import { press } from './terminal.ts';

/** The Shift screen's accessible names in the employee's language (the journeys sign in English and German staff). */
export interface ShiftWords {
  keypad: string;
  openShift: string;
  closeShift: string;
  zReport: string;
  close: string;
}

export const SHIFT_EN: ShiftWords = {
  keypad: 'Amount keypad',
  openShift: 'Open Shift',
  closeShift: 'Close Shift',
  zReport: 'Z Report',
  close: 'Close',
};
export const SHIFT_DE: ShiftWords = {
  keypad: 'Betragstastenfeld',
  openShift: 'Schicht öffnen',
  closeShift: 'Schicht schließen',
  zReport: 'Z-Bericht',
  close: 'Schließen',
};

/** On the Shift screen with no shift open: types the starting cash as cents on the numpad and opens the shift. */
export async function openShift(page: Page, cents: string, words: ShiftWords = SHIFT_EN): Promise<void> {
  await expect(page.getByRole('heading', { name: words.openShift })).toBeVisible();
  await press(page, words.keypad, cents);
  await page.getByRole('button', { name: words.openShift }).click();
}

/**
 * On the Shift screen with a shift open: types the counted cash as cents and closes the shift. Issue 6 §7: the Z
 * report of the closed shift then shows on screen; it is returned so the journey can read its figures.
 */
export async function closeShift(page: Page, cents: string, words: ShiftWords = SHIFT_EN): Promise<Locator> {
  await press(page, words.keypad, cents);
  await page.getByRole('button', { name: words.closeShift }).click();
  const report = page.getByRole('dialog', { name: words.zReport });
  await expect(report).toBeVisible({ timeout: 20_000 });
  return report;
}

/** Closes a report dialog with its Close button. */
export async function closeReport(report: Locator, words: ShiftWords = SHIFT_EN): Promise<void> {
  await report.getByRole('button', { name: words.close, exact: true }).click();
  await expect(report).toBeHidden();
}
