import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  escposText,
  PAPER_END,
  PAPER_OK,
  SIM_JOBS_KEPT,
  startEscposPrinter,
  type RunningPrinter,
} from './escpos-printer.ts';

const send = (port: number, data: Buffer) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(data));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });

describe('ESC/POS printer simulator', () => {
  let printer: RunningPrinter;
  beforeAll(async () => {
    printer = await startEscposPrinter();
  });
  afterAll(() => printer.close());

  it('captures a job with its text, drawer kick and cut', async () => {
    const job = Buffer.concat([
      Buffer.from([0x1b, 0x40]), // initialise
      Buffer.from([0x1b, 0x61, 0x01]), // centre
      Buffer.from('OpenTill Cafe\nTotal 12.34\n'),
      Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa]), // drawer pulse
      Buffer.from([0x1d, 0x56, 0x41, 0x00]), // cut
    ]);
    await send(printer.port, job);
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0]).toMatchObject({ text: 'OpenTill Cafe\nTotal 12.34\n', drawerKick: true, cut: true });
    const listed = (await (await fetch(`${printer.controlUrl}/__sim/jobs`)).json()) as unknown[];
    expect(listed).toHaveLength(1);
  });

  it('drops connections while offline, capturing nothing', async () => {
    printer.setOffline(true);
    await send(printer.port, Buffer.from('lost\n')).catch(() => undefined);
    printer.setOffline(false);
    expect(printer.jobs.map((j) => j.text)).not.toContain('lost\n');
  });

  it(`keeps the last ${String(SIM_JOBS_KEPT)} jobs, oldest dropped first`, async () => {
    await fetch(`${printer.controlUrl}/__sim/reset`, { method: 'POST' });
    for (let n = 1; n <= SIM_JOBS_KEPT + 3; n += 1) await send(printer.port, Buffer.from(`job ${String(n)}\n`));
    await expect.poll(() => printer.jobs.at(-1)?.text).toBe(`job ${String(SIM_JOBS_KEPT + 3)}\n`);
    const listed = (await (await fetch(`${printer.controlUrl}/__sim/jobs`)).json()) as { text: string }[];
    expect(listed).toHaveLength(SIM_JOBS_KEPT);
    expect(listed[0]?.text).toBe('job 4\n');
  });

  it('reads characters through the code page the job selected (ESC t)', () => {
    // ESC t 17 selects cp866, where 0x88 0xe2 0xae 0xa3 0xae is "Итого".
    expect(escposText(Buffer.from([0x1b, 0x74, 0x11, 0x88, 0xe2, 0xae, 0xa3, 0xae, 0x0a]))).toBe('Итого\n');
  });

  it('answers DLE EOT 4 with the paper sensor: paper end by the control API, and then prints nothing', async () => {
    const status = (paperEnd: boolean) =>
      fetch(`${printer.controlUrl}/__sim/paper`, { method: 'POST', body: JSON.stringify({ paperEnd }) });
    const ask = (text: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = net.connect(printer.port, '127.0.0.1', () => socket.write(Buffer.from([0x10, 0x04, 4])));
        socket.once('data', (answer: Buffer) => {
          socket.end(Buffer.from(text));
          resolve(answer[0] ?? -1);
        });
        socket.on('error', reject);
      });
    await fetch(`${printer.controlUrl}/__sim/reset`, { method: 'POST' });
    expect(await ask('with paper\n')).toBe(PAPER_OK);
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect((await status(true)).status).toBe(200);
    expect(await ask('no paper\n')).toBe(PAPER_END);
    await send(printer.port, Buffer.from('no paper either\n'));
    await status(false);
    await send(printer.port, Buffer.from('printed\n'));
    await expect.poll(() => printer.jobs.map((job) => job.text)).toEqual(['with paper\n', 'printed\n']);
  });

  it('strips commands from text', () => {
    expect(escposText(Buffer.from([0x1b, 0x45, 0x01, 0x41, 0x0a]))).toBe('A\n');
  });
});

describe('ESC/POS printer simulator on several ports (issue 17 §6: each printer told apart)', () => {
  let printers: RunningPrinter;
  beforeAll(async () => {
    printers = await startEscposPrinter([0, 0, 0]);
  });
  afterAll(() => printers.close());

  it('records the port each job came in on, lists one port on request, and takes one port offline', async () => {
    expect(new Set(printers.ports).size).toBe(3);
    const [receipt, kitchen, bar] = printers.ports as [number, number, number];
    expect(printers.port).toBe(receipt);
    await send(kitchen, Buffer.from('1 x Burger\n'));
    await send(bar, Buffer.from('1 x Cola\n'));
    await expect.poll(() => printers.jobs.length).toBe(2);
    expect(printers.jobsAt(kitchen).map((job) => job.text)).toEqual(['1 x Burger\n']);
    expect(printers.jobsAt(bar).map((job) => job.text)).toEqual(['1 x Cola\n']);
    expect(printers.jobsAt(receipt)).toEqual([]);
    const barOnly = (await (await fetch(`${printers.controlUrl}/__sim/jobs?port=${String(bar)}`)).json()) as {
      text: string;
      port: number;
    }[];
    expect(barOnly).toEqual([expect.objectContaining({ text: '1 x Cola\n', port: bar })]);

    const offline = await fetch(`${printers.controlUrl}/__sim/offline`, {
      method: 'POST',
      body: JSON.stringify({ offline: true, port: kitchen }),
    });
    expect(offline.status).toBe(200);
    await send(kitchen, Buffer.from('lost\n')).catch(() => undefined);
    await send(bar, Buffer.from('2 x Cola\n'));
    await expect.poll(() => printers.jobsAt(bar).length).toBe(2);
    expect(printers.jobsAt(kitchen)).toHaveLength(1);
    await fetch(`${printers.controlUrl}/__sim/reset`, { method: 'POST' });
    await send(kitchen, Buffer.from('back\n'));
    await expect.poll(() => printers.jobsAt(kitchen).map((job) => job.text)).toEqual(['back\n']);
  });
});
