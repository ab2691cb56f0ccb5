import { afterEach, describe, expect, it } from 'vitest';
import { saveTerminal } from '../../data/connection.ts';
import { fakePrintHelper } from './fake-print-socket.ts';
import { printDepsSet } from './print-job.ts';
import { scaleWeight, terminalHasScale } from './scale-client.ts';

function terminal(scale: string | null, settings: { name: string; value: string }[] = []) {
  saveTerminal({ id: 7, name: 'Deli', mode: 2, printer_server_ip: '192.168.1.10', scale, db_settings: settings });
}

afterEach(() => printDepsSet({}));

describe('scaleWeight', () => {
  it('asks the helper for the weight on the terminal scale port and framing, and reads lb to 3 decimals', async () => {
    terminal('/dev/ttyUSB0', [{ name: 'scale_framing', value: '7E1' }]);
    const helper = fakePrintHelper(() => ({ ok: true, weight: '2.345', unit: 'lb' }));
    printDepsSet({ socket: helper.factory });
    expect(terminalHasScale()).toBe(true);
    expect(await scaleWeight()).toEqual({ ok: true, weight: 2345 });
    expect(helper.requests[0]).toMatchObject({ type: 'weight', port: '/dev/ttyUSB0', framing: '7E1' });
  });

  it("reads the helper's 'Scales error' detail as the message to show", async () => {
    terminal('COM1');
    for (const [detail, error] of [
      ['The scale is in motion', 'motion'],
      ['The weight is over the scale capacity', 'over'],
      ['Weight should be in lb', 'unit'],
      ['Error: Opening COM1: File not found', 'connect'],
    ] as const) {
      printDepsSet({ socket: fakePrintHelper(() => ({ ok: false, error: 'Scales error', detail })).factory });
      expect(await scaleWeight()).toEqual({ ok: false, error });
    }
  });

  it('a terminal without a scale (or without a print helper) has none', () => {
    terminal(null);
    expect(terminalHasScale()).toBe(false);
    saveTerminal({ id: 7, name: 'Deli', mode: 2, printer_server_ip: '', scale: 'COM1', db_settings: [] });
    expect(terminalHasScale()).toBe(false);
  });
});
