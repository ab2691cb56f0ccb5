// @vitest-environment node
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { printCauseOf, printFailureText } from './print-failure.ts';

// Issue 15 §7: a failed print says which printer and why (seed 002 §8 'Printer error' with the check).
beforeAll(async () => {
  await initI18n();
});

describe('printCauseOf', () => {
  it.each([
    ['connect ECONNREFUSED 192.168.1.50:9100', 'refused'],
    ['read ECONNRESET', 'dropped'],
    ['no answer from 192.168.1.50:9100 in 5000 ms', 'timeout'],
    ['connect EHOSTUNREACH 192.168.1.50:9100', 'unreachable'],
    ['getaddrinfo ENOTFOUND printer.local', 'unknownHost'],
    ['port 22 is not a printer port', 'notPrinterPort'],
    ['paper jam', 'other'],
    [undefined, 'other'],
  ] as const)('%s -> %s', (detail, cause) => {
    expect(printCauseOf(detail)).toBe(cause);
  });
});

describe('printFailureText', () => {
  const refused = { printer: 'Receipt printer', message: 'Printer error', address: '192.168.1.50:9100' } as const;

  it('names the printer, its address and the cause', () => {
    expect(printFailureText(i18next.t, { ...refused, cause: 'refused' })).toBe(
      'Receipt printer (192.168.1.50:9100): the printer refused the connection',
    );
    expect(printFailureText(i18next.t, { ...refused, cause: 'helperUnreachable' })).toBe(
      'Receipt printer (192.168.1.50:9100): the print helper is not running or cannot be reached',
    );
  });

  it("passes on the helper's words for a cause it does not know", () => {
    expect(printFailureText(i18next.t, { ...refused, cause: 'other', detail: 'paper jam' })).toBe(
      'Receipt printer (192.168.1.50:9100): the printer reported: paper jam',
    );
  });

  it("says it in the employee's language", async () => {
    await i18next.changeLanguage('de');
    try {
      expect(printFailureText(i18next.t, { ...refused, cause: 'timeout' })).toBe(
        'Receipt printer (192.168.1.50:9100): der Drucker hat nicht geantwortet',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
