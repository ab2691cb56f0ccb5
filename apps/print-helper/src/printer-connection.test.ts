import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEscposPrinter, type RunningPrinter } from '../../../tools/simulators/src/escpos-printer.ts';
import { escposFromLines } from './escpos-encode.ts';
import { PAPER_END_DETAIL, printerSend } from './printer-connection.ts';

describe('printerSend against the printer simulator', () => {
  let printer: RunningPrinter;
  beforeAll(async () => {
    printer = await startEscposPrinter();
  });
  afterAll(() => printer.close());
  beforeEach(() => {
    printer.jobs.length = 0;
    printer.setPaperEnd(false);
    printer.setCloseDelay(0);
  });
  const target = () => ({ host: '127.0.0.1', port: printer.port });
  const receipt = () => escposFromLines(['Receipt', 'TOTAL   $4.20'], { cut: true, drawer: true });

  it('asks the paper status (DLE EOT 4) before the job, and prints it once', async () => {
    await printerSend(target(), receipt(), { timeoutMs: 1000 });
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0]?.decoded).toMatchObject({ statusQueries: [4], drawerKicks: 1 });
    expect(printer.jobs[0]?.decoded.lines).toEqual(['Receipt', 'TOTAL   $4.20']);
  });

  it('fails the job at paper end, without a second attempt, and nothing prints', async () => {
    printer.setPaperEnd(true);
    let connections = 0;
    const counting = net.createServer((socket) => {
      connections += 1;
      const upstream = net.connect(printer.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => undefined);
      upstream.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const port = (counting.address() as net.AddressInfo).port;
    await expect(printerSend({ host: '127.0.0.1', port }, receipt(), { timeoutMs: 1000 })).rejects.toThrow(
      PAPER_END_DETAIL,
    );
    await new Promise<void>((resolve) => counting.close(() => resolve()));
    expect(connections).toBe(1);
    expect(printer.jobs).toEqual([]);
  });

  it('prints once, with one drawer kick, when the printer is slow to close the connection', async () => {
    printer.setCloseDelay(1000);
    const started = Date.now();
    await printerSend(target(), receipt(), { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect.poll(() => printer.jobs.length).toBe(1);
    // Longer than the helper's time-out and the close: a second attempt would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]?.decoded.drawerKicks).toBe(1);
    expect(printer.jobs[0]?.decoded.cuts).toHaveLength(1);
  });

  it('prints without the status when the printer does not answer DLE EOT', async () => {
    const silent: Buffer[] = [];
    const server = net.createServer((socket) => {
      socket.on('data', (chunk: Buffer) => silent.push(chunk));
      socket.on('end', () => socket.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await printerSend({ host: '127.0.0.1', port }, receipt(), { timeoutMs: 1000, statusTimeoutMs: 100 });
    await expect.poll(() => Buffer.concat(silent).includes(Buffer.from('TOTAL'))).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
