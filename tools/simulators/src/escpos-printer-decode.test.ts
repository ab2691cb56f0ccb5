import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { EscposReader, escposDecodeJob } from './escpos-printer-decode.ts';
import { rasterPng } from './escpos-printer-png.ts';

const ESC = 0x1b;
const GS = 0x1d;
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('ESC/POS decoder (Epson command reference)', () => {
  it('reads text through the table ESC t selects: PC866, PC857, PC858, WPC1252', () => {
    const job = bytes(
      [ESC, 0x40, ESC, 0x74, 17, 0x88, 0xe2, 0xae, 0xa3, 0xae, 0x0a], // "Итого" in PC866
      [ESC, 0x74, 13, 0x9e, 0x69, 0x9f, 0x0a], // "Şiş" in PC857
      [ESC, 0x74, 19, 0xd5, 0x0a], // "€" in PC858
      [ESC, 0x74, 16, 0x80, 0x0a], // "€" in WPC1252
    );
    const decoded = escposDecodeJob(job);
    expect(decoded.lines).toEqual(['Итого', 'Şiş', '€', '€']);
    expect(decoded.codeTables).toEqual([17, 13, 19, 16]);
    expect(decoded.unknown).toEqual([]);
  });

  it('resets the code table on ESC @ and skips text styling commands with their arguments', () => {
    const job = bytes([ESC, 0x74, 17, ESC, 0x40, ESC, 0x45, 1, ESC, 0x61, 1, GS, 0x21, 0x11, 0x9a], 'x\n');
    expect(escposDecodeJob(job).lines).toEqual(['Üx']);
  });

  it('tells the cuts apart and counts the lines fed before a cut', () => {
    const decoded = escposDecodeJob(bytes('A\n\n\n\n', [GS, 0x56, 1], 'B\n', [GS, 0x56, 66, 0], [GS, 0x56, 65, 3]));
    expect(decoded.cuts).toEqual([
      { partial: true, feedsToCutter: false, linesFedBefore: 3 },
      { partial: true, feedsToCutter: true, linesFedBefore: 0 },
      { partial: false, feedsToCutter: true, linesFedBefore: 0 },
    ]);
  });

  it('decodes a GS v 0 raster image into dots, most significant bit leftmost', () => {
    // 2 bytes wide (16 dots), 2 rows: row 0 = 1000 0000 0000 0001, row 1 = all white.
    const decoded = escposDecodeJob(bytes([GS, 0x76, 0x30, 0, 2, 0, 2, 0, 0x80, 0x01, 0x00, 0x00], 'OK\n'));
    expect(decoded.lines).toEqual(['[image 16x2]', 'OK']);
    const image = decoded.images[0];
    expect(image).toMatchObject({ widthDots: 16, height: 2, black: 2 });
    expect([image?.dots[0], image?.dots[15], image?.dots[16]]).toEqual([1, 1, 0]);
    const png = PNG.sync.read(rasterPng(image ?? { widthDots: 0, height: 0, dots: new Uint8Array(), black: 0 }));
    expect([png.width, png.height, png.data[0], png.data[4]]).toEqual([16, 2, 0, 255]);
  });

  it('reads a job split anywhere between chunks, and reports DLE EOT queries as they complete', () => {
    const job = bytes(
      [0x10, 0x04, 4],
      [ESC, 0x74, 17, 0x88, 0x0a],
      [GS, 0x76, 0x30, 0, 1, 0, 1, 0, 0xff],
      [ESC, 0x70, 0, 25, 250],
    );
    const reader = new EscposReader();
    const queries = [...job].flatMap((byte) => reader.push(Uint8Array.of(byte)));
    expect(queries).toEqual([4]);
    expect(reader.finish()).toMatchObject({ lines: ['И', '[image 8x1]'], drawerKicks: 1, truncated: 0 });
  });

  it('keeps a command it does not know, and an unfinished one, so a golden test catches them', () => {
    const decoded = escposDecodeJob(bytes([ESC, 0x01], 'x\n', [GS, 0x76, 0x30, 0, 4, 0]));
    expect(decoded.unknown).toEqual(['1b01']);
    expect(decoded.truncated).toBe(6);
  });
});
