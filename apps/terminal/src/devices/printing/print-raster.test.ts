// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineIsText, printBlocksOf, rasterBlocks, type Bitmap, type LinesRenderer } from './print-raster.ts';

/** A white RGBA drawing with the given dots black. */
function bitmap(width: number, height: number, black: [number, number][]): Bitmap {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y] of black) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

const bytesOf = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0));

describe('lineIsText', () => {
  it('keeps Latin, Turkish and Russian as text; Hindi, Chinese and ₹ ₺ ₽ are drawn', () => {
    for (const line of ['Total $4.20', 'Käsespätzle 4,50 €', 'Şiş köfte ı İ ğ', 'Итого Ёж'])
      expect(lineIsText(line)).toBe(true);
    for (const line of ['मसाला चाय', '小笼包', 'TOTAL ₹20.00', 'TOTAL ₺20.00', 'TOTAL ₽20.00'])
      expect(lineIsText(line)).toBe(false);
  });
});

describe('rasterBlocks', () => {
  it('packs 8 dots a byte, leftmost in the high bit, rows of width / 8 bytes; a light grey is paper', () => {
    const drawing = bitmap(16, 2, [
      [0, 0],
      [15, 0],
      [9, 1],
    ]);
    drawing.data.fill(200, (1 * 16 + 3) * 4, (1 * 16 + 3) * 4 + 3);
    const [block] = rasterBlocks(drawing, 512);
    expect(block).toEqual({ raster: { width: 16, height: 2, data: expect.any(String) as unknown } });
    const raster = (block as { raster: { data: string } }).raster;
    expect(bytesOf(raster.data)).toEqual([0x80, 0x01, 0x00, 0x40]);
  });

  it('never wider than the printer; a tall drawing is split into images of at most 2303 rows', () => {
    const blocks = rasterBlocks(bitmap(600, 2400, [[599, 0]]), 576);
    expect(blocks.map((block) => ('raster' in block ? [block.raster.width, block.raster.height] : null))).toEqual([
      [576, 2303],
      [576, 97],
    ]);
  });
});

describe('printBlocksOf', () => {
  const calls: string[][] = [];
  const render: LinesRenderer = (lines, columns, dots) => {
    calls.push([...lines, `${String(columns)}/${String(dots)}`]);
    return bitmap(dots, 30 * lines.length, [[0, 0]]);
  };

  it('sends plain lines as text without drawing anything', () => {
    expect(printBlocksOf(['Total', 'Итого'], { width: 42, dots: 512 }, render)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('draws each run of lines no code page holds at the printer width, between the text lines', () => {
    const blocks = printBlocksOf(['चाय की दुकान', 'मुंबई', '------', 'TOTAL ₹13.20'], { width: 30, dots: 384 }, render);
    expect(calls).toEqual([
      ['चाय की दुकान', 'मुंबई', '30/384'],
      ['TOTAL ₹13.20', '30/384'],
    ]);
    expect(
      blocks?.map((block) =>
        'text' in block ? block.text : `${String(block.raster.width)}x${String(block.raster.height)}`,
      ),
    ).toEqual(['384x60', '------', '384x30']);
  });
});
