import net from 'node:net';
import { SerialPortMock } from 'serialport';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startEscposPrinter, type RunningPrinter } from '../../../tools/simulators/src/escpos-printer.ts';
import { JOBS_KEPT, startPrintHelper, type RunningPrintHelper, type SerialHandle } from './print-helper.ts';

const ORIGIN = 'http://terminal.test';

/** What the test uses of serialport's mock binding (its published types do not resolve under typed lint). */
interface MockPortBinding {
  write(buffer: Buffer): Promise<void>;
  emitData(data: Buffer): void;
}
interface MockBinding {
  createPort(path: string): void;
  reset(): void;
}
const mockBinding = SerialPortMock.binding as unknown as MockBinding;

/** A TCP port with nothing listening: a printer that is switched off. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A mock serial port whose scale answers each weight request with `reading`. */
function mockScale(reading: string | null) {
  return async (path: string): Promise<SerialHandle> => {
    mockBinding.createPort(path);
    const port = new SerialPortMock({ path, baudRate: 9600 });
    await new Promise<void>((resolve) => port.on('open', () => resolve()));
    const binding = port.port as unknown as MockPortBinding | undefined;
    if (binding && reading !== null) {
      const write = binding.write.bind(binding);
      binding.write = async (buffer: Buffer) => {
        await write(buffer);
        binding.emitData(Buffer.from(reading, 'ascii'));
      };
    }
    return port;
  };
}

describe('print helper', () => {
  let printer: RunningPrinter;
  let helper: RunningPrintHelper;
  let scaleReading: string | null = '\n 1.25 lb\r\nS00\r\u0003';
  let offPort: number;

  beforeAll(async () => {
    printer = await startEscposPrinter();
    offPort = await closedPort();
    helper = await startPrintHelper({
      host: '127.0.0.1',
      allowedOrigins: [ORIGIN],
      allowedPrinterPorts: [printer.port, offPort],
      openSerial: (path) => mockScale(scaleReading)(path),
      printTimeoutMs: 1000,
    });
  });
  afterAll(async () => {
    await helper.close();
    await printer.close();
  });
  beforeEach(() => {
    printer.jobs.length = 0;
    mockBinding.reset();
  });

  async function ask(message: unknown): Promise<Record<string, unknown>> {
    const socket = new WebSocket(helper.url, { origin: ORIGIN });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reply = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as Record<string, unknown>)),
    );
    socket.send(JSON.stringify(message));
    const result = await reply;
    socket.close();
    return result;
  }

  it('prints text lines as ESC/POS with a cut, and kicks the drawer when asked', async () => {
    const result = await ask({
      id: 'p1',
      type: 'print',
      printer: { host: '127.0.0.1', port: printer.port },
      lines: ['OpenTill', 'Total   12.34'],
      drawer: true,
    });
    expect(result).toEqual({ id: 'p1', ok: true });
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0]?.text).toContain('OpenTill');
    expect(printer.jobs[0]?.text).toContain('Total   12.34');
    expect(printer.jobs[0]).toMatchObject({ cut: true, drawerKick: true });
  });

  it('strips control characters from text lines: an ESC p or GS V typed into a note neither kicks nor cuts', async () => {
    const result = await ask({
      id: 'c1',
      type: 'print',
      printer: { host: '127.0.0.1', port: printer.port },
      // ESC p 0 25 250 is the drawer pulse, GS V 0 the full cut (issue 14 §5).
      lines: ['Note: \u001bp\u0000\u0019\u00fa hi', 'x\u001dV\u0000y', 'tab\there\u0085'],
      cut: false,
    });
    expect(result).toEqual({ id: 'c1', ok: true });
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0]).toMatchObject({ cut: false, drawerKick: false });
    const bytes = Buffer.from(printer.jobs[0]?.base64 ?? '', 'base64');
    expect(bytes.includes(Buffer.from([0x1b, 0x70]))).toBe(false);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(false);
    expect(printer.jobs[0]?.text).toContain('tab here');
  });

  it('sends raw bytes unchanged', async () => {
    await ask({
      id: 'r',
      type: 'print',
      printer: { host: '127.0.0.1', port: printer.port },
      raw: Buffer.from('RAW\n').toString('base64'),
      cut: false,
    });
    await expect.poll(() => printer.jobs[0]?.text).toBe('RAW\n');
  });

  it('keeps the last jobs it printed, newest first, read back from their ESC/POS bytes', async () => {
    const printer1 = { host: '127.0.0.1', port: printer.port };
    await ask({ id: 'j1', type: 'print', printer: printer1, lines: ['First receipt', 'Total   $1.00'] });
    await ask({ id: 'j2', type: 'print', printer: printer1, lines: ['Кухня', '1 x Борщ'], cut: false, drawer: true });
    await ask({ id: 'j3', type: 'print', printer: { host: '127.0.0.1', port: offPort }, lines: ['never printed'] });
    const answer = await ask({ id: 'j', type: 'jobs' });
    expect(answer).toMatchObject({ id: 'j', ok: true });
    const jobs = answer.jobs as { printer: string; text: string; cut: boolean; drawer: boolean }[];
    expect(jobs[0]).toMatchObject({ printer: `127.0.0.1:${String(printer.port)}`, cut: false, drawer: true });
    expect(jobs[0]?.text.split('\n').slice(0, 2)).toEqual(['Кухня', '1 x Борщ']);
    expect(jobs[1]?.text.split('\n').slice(0, 2)).toEqual(['First receipt', 'Total   $1.00']);
    expect(jobs[1]?.cut).toBe(true);
    expect(jobs.map((job) => job.text).join()).not.toContain('never printed');
  });

  it(`keeps only the last ${String(JOBS_KEPT)} jobs`, async () => {
    for (let n = 1; n <= JOBS_KEPT + 2; n += 1)
      await ask({
        id: `k${String(n)}`,
        type: 'print',
        printer: { host: '127.0.0.1', port: printer.port },
        lines: [`job ${String(n)}`],
      });
    const jobs = (await ask({ id: 'k', type: 'jobs' })).jobs as { text: string }[];
    expect(jobs).toHaveLength(JOBS_KEPT);
    expect(jobs[0]?.text).toMatch(new RegExp(`^job ${String(JOBS_KEPT + 2)}\n`));
    expect(jobs.at(-1)?.text).toMatch(/^job 3\n/);
  });

  it("answers 'Printer error' after 2 attempts when the printer is off", async () => {
    const result = await ask({ id: 'p2', type: 'print', printer: { host: '127.0.0.1', port: offPort }, lines: ['x'] });
    expect(result).toMatchObject({ id: 'p2', ok: false, error: 'Printer error' });
  });

  it('refuses printer ports other than the allowed ones', async () => {
    const result = await ask({ id: 'p3', type: 'print', printer: { host: '127.0.0.1', port: 22 }, lines: ['x'] });
    expect(result).toMatchObject({ ok: false, error: 'Printer error' });
    expect(printer.jobs).toHaveLength(0);
  });

  it('answers a clear error for malformed messages', async () => {
    expect(await ask({ id: 'b', type: 'print', printer: { host: '127.0.0.1' } })).toMatchObject({
      id: 'b',
      ok: false,
      error: 'Bad request',
    });
    expect(await ask({ type: 'launch-missiles' })).toMatchObject({ ok: false, error: 'Bad request' });
  });

  it('reads the scale in lb to 3 decimals', async () => {
    scaleReading = '\n 1.25 lb\r\nS00\r\u0003';
    expect(await ask({ id: 'w', type: 'weight', port: 'COM1' })).toEqual({
      id: 'w',
      ok: true,
      weight: '1.250',
      unit: 'lb',
    });
  });

  it("refuses a reading without lb: 'Weight should be in lb'", async () => {
    scaleReading = '\n 0.567 kg\r\nS00\r\u0003';
    expect(await ask({ id: 'w2', type: 'weight' })).toMatchObject({
      ok: false,
      error: 'Scales error',
      detail: 'Weight should be in lb',
    });
  });

  it('refuses a page from another origin', async () => {
    const socket = new WebSocket(helper.url, { origin: 'http://evil.test' });
    await expect(new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))).rejects.toThrow(
      /403/,
    );
  });
});
