import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db.ts';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { PAYMENT_TYPES, shiftDay } from '../../test/shift-day.ts';
import { useReportStore } from './report-store.ts';

// Issue 15 §8: a report's fixed labels in the employee's language, on screen and on paper where the printer can print
// the language; payment type names and card brands as the back office entered them.
beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  await Promise.all([db().shift.clear(), db().currency.clear(), db().store.clear(), db().employee.clear()]);
  await db().store.put({ id: 1, name: 'Demo Cafe', country: 'DE' });
  signInLinkedTerminal({
    printer: { local_ip: '192.168.1.50', name: 'Receipt printer', is_58mm: false },
    printer_server_ip: '192.168.1.10',
    payment_types: PAYMENT_TYPES,
  });
  await shiftDay();
});
afterEach(async () => {
  printDepsSet({});
  useReportStore.getState().close();
  await i18next.changeLanguage('en');
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

async function xReport() {
  const helper = fakePrintHelper(() => ({ ok: true }));
  printDepsSet({ socket: helper.factory });
  await useReportStore.getState().showShift();
  const shown = useReportStore.getState().report?.lines.join('\n') ?? '';
  const printed = (helper.requests[0] as { lines: string[] } | undefined)?.lines.join('\n') ?? '';
  return { shown, printed };
}

describe('report labels in the employee language', () => {
  it('German: shown and printed in German, the payment types and card brands as entered', async () => {
    await i18next.changeLanguage('de');
    const { shown, printed } = await xReport();
    expect(shown).toContain('X-BERICHT');
    expect(shown).toMatch(/Nettoumsatz +\$36\.00/);
    expect(shown).toMatch(/Card A +\$/);
    expect(shown).toMatch(/Visa +\$4\.56/);
    expect(shown).not.toMatch(/Net Sales/);
    expect(printed).toBe(shown);
  });

  it('Chinese: shown in Chinese, printed in English (the printer has no Chinese code page)', async () => {
    await i18next.changeLanguage('zh-Hans');
    const { shown, printed } = await xReport();
    expect(shown).not.toMatch(/Net Sales/);
    expect(shown).toMatch(/Card A +\$/);
    expect(printed).toContain('X REPORT');
    expect(printed).toMatch(/Net Sales +\$36\.00/);
  });
});
