import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startPrintHelper, type RunningPrintHelper } from '../../../../print-helper/src/print-helper.ts';
import { startEscposPrinter, type RunningPrinter } from '../../../../../tools/simulators/src/escpos-printer.ts';
import { saveTerminal } from '../../data/connection.ts';
import { closedPort } from '../closed-port-kit.ts';
import type { WebSocketLike } from './print-helper-client.ts';
import { lastPrintedJobs, openCashDrawer, printDepsSet, printReport, printWidth } from './index.ts';
import type { LinesRenderer } from './print-raster.ts';

const ORIGIN = 'http://terminal.test';

/** The real print helper and the ESC/POS printer simulator (docs/print-helper.md, docs/simulators.md) on free ports. */
describe('printing through the real print helper to the printer simulator', () => {
  let printer: RunningPrinter;
  let helper: RunningPrintHelper;
  let offPort: number;
  const configure = (printerPort: number, settings: { name: string; value: string }[] = []) =>
    saveTerminal({
      id: 7,
      printer: { local_ip: `127.0.0.1:${String(printerPort)}`, name: 'Receipt printer', is_58mm: false },
      printer_server_ip: '127.0.0.1',
      db_settings: [{ name: 'print_helper_port', value: String(helper.port) }, ...settings],
    });

  beforeAll(async () => {
    printer = await startEscposPrinter();
    offPort = await closedPort();
    helper = await startPrintHelper({
      host: '127.0.0.1',
      allowedOrigins: [ORIGIN],
      allowedPrinterPorts: [printer.port, offPort],
      openSerial: () => Promise.reject(new Error('no scale')),
      printTimeoutMs: 2000,
    });
    // The browser sends its Origin itself; the Node client must be told.
    printDepsSet({ socket: (url) => new WebSocket(url, { origin: ORIGIN }) as unknown as WebSocketLike });
  });
  afterAll(async () => {
    printDepsSet({});
    await helper.close();
    await printer.close();
  });

  it('prints report lines as ESC/POS text with a cut, and kicks the drawer', async () => {
    configure(printer.port);
    expect(await printReport(['Z REPORT', 'Net Sales        12.50'])).toEqual({
      ok: true,
      printed: true,
      failures: [],
    });
    await vi.waitFor(() => expect(printer.jobs).toHaveLength(1));
    expect(printer.jobs[0]?.text).toContain('Z REPORT\nNet Sales        12.50');
    expect(printer.jobs[0]?.cut).toBe(true);
    expect(await openCashDrawer()).toEqual({ ok: true, printed: true, failures: [] });
    await vi.waitFor(() => expect(printer.jobs).toHaveLength(2));
    expect(printer.jobs[1]?.drawerKick).toBe(true);
  });

  it('reports Printer error for the printer when it is off', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configure(offPort);
    // issue 15 §7: the failure names the printer, where it is and why.
    expect(await printReport(['X REPORT'])).toMatchObject({
      ok: false,
      printed: false,
      failures: [
        {
          printer: 'Receipt printer',
          message: 'Printer error',
          address: `127.0.0.1:${String(offPort)}`,
          cause: 'refused',
          detail: expect.stringContaining('ECONNREFUSED') as unknown,
        },
      ],
    });
  });

  it('reads back the last receipt as the printer printed it (issue 15 §7: the Settings preview)', async () => {
    configure(printer.port);
    await printReport(['OpenTill Café', 'Итого           12,50']);
    const last = await lastPrintedJobs();
    expect(last.kind).toBe('jobs');
    const job = last.kind === 'jobs' ? last.jobs[0] : undefined;
    expect(job?.printer).toBe(`127.0.0.1:${String(printer.port)}`);
    expect(job?.text.split('\n').slice(0, 2)).toEqual(['OpenTill Café', 'Итого           12,50']);
    // The simulator decoded the same bytes the same way.
    expect(printer.jobs.at(-1)?.text).toBe(job?.text);
  });

  it('draws the lines no code page holds at the printer model dot width, between the text lines (issue 19 §5)', async () => {
    configure(printer.port, [{ name: 'printer_model', value: '80mm-203dpi' }]);
    expect(printWidth()).toBe(48);
    const drawn: string[][] = [];
    // jsdom has no canvas: a stand-in draws a bar per line (e2e/journeys/print-raster.spec.ts draws for real).
    const render: LinesRenderer = (lines, columns, dots) => {
      drawn.push([...lines, `${String(columns)}/${String(dots)}`]);
      const data = new Uint8ClampedArray(dots * 30 * lines.length * 4).fill(255);
      // Two black rows per line (RGB 0, alpha left opaque).
      for (let row = 0; row < lines.length; row += 1)
        for (let dot = (row * 30 + 10) * dots; dot < (row * 30 + 12) * dots; dot += 1)
          data.fill(0, dot * 4, dot * 4 + 3);
      return { width: dots, height: 30 * lines.length, data };
    };
    printDepsSet({ socket: (url) => new WebSocket(url, { origin: ORIGIN }) as unknown as WebSocketLike, render });
    expect(await printReport(['चाय की दुकान', 'TOTAL ₹12.50', 'Net Sales        12.50'])).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(printer.jobs.at(-1)?.decoded.images).toHaveLength(1));
    const job = printer.jobs.at(-1);
    expect(drawn).toEqual([['चाय की दुकान', 'TOTAL ₹12.50', '48/576']]);
    expect(job?.decoded.images[0]).toMatchObject({ widthDots: 576, height: 60, black: 576 * 4 });
    expect(job?.decoded.lines).toEqual(['[image 576x60]', 'Net Sales        12.50']);
    printDepsSet({ socket: (url) => new WebSocket(url, { origin: ORIGIN }) as unknown as WebSocketLike });
  });
});
