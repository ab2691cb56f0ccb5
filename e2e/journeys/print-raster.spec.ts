import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRINTER_MODELS, type PrinterModel } from '@opentill/domain';
import type { PrintBlock } from '@opentill/contracts';
import { build } from 'esbuild';
import { escposFromBlocks } from '../../apps/print-helper/src/escpos-encode.ts';
import { escposDecodeJob } from '../../tools/simulators/src/escpos-printer-decode.ts';
import { rasterPng } from '../../tools/simulators/src/escpos-printer-png.ts';

/**
 * Issue 19 §5 in Chromium: the terminal draws the receipt lines no ESC/POS code page holds (Hindi, Chinese, ₹ ₺ ₽)
 * on a real canvas with the system fonts (Debian's fonts-lohit-deva and fonts-wqy-microhei, scripts/ensure-system-
 * deps.sh), at the printer model's dot width; the helper encodes them as GS v 0 and the printer simulator's decoder
 * reads them back as images. The PNGs are kept in e2e/test-results/print-raster/ to look at.
 */
const OUT = path.join(import.meta.dirname, '..', 'test-results', 'print-raster');
let bundle: string;

test.beforeAll(async () => {
  const built = await build({
    stdin: {
      contents: `export { canvasLinesRenderer } from './raster-canvas.ts';\nexport { printBlocksOf } from './print-raster.ts';`,
      resolveDir: path.join(import.meta.dirname, '..', '..', 'apps', 'terminal', 'src', 'devices', 'printing'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'printRaster',
    write: false,
    platform: 'browser',
  });
  bundle = built.outputFiles[0]?.text ?? '';
  fs.mkdirSync(OUT, { recursive: true });
});

const RECEIPTS: Record<string, { lines: string[]; model: PrinterModel }> = {
  hindi: {
    model: '58mm',
    lines: [
      '         चाय की दुकान',
      '2 x मसाला चाय             10.00',
      '  + अदरक                   0.50',
      'TOTAL                  ₹13.20',
    ],
  },
  chinese: {
    model: '80mm-203dpi',
    lines: [
      '                   小笼包餐厅',
      '2 x 小笼包                                  10.00',
      '1 x 酸辣汤                                   3.20',
    ],
  },
  'rouble and lira': {
    model: '80mm-180dpi',
    lines: ['Итого                                ₽13.20', 'TOPLAM                               ₺13.20'],
  },
};

for (const [name, receipt] of Object.entries(RECEIPTS)) {
  test(`draws ${name} at the ${receipt.model} printer's width, printed as raster`, async ({ page }) => {
    const printer = { width: PRINTER_MODELS[receipt.model].columns, dots: PRINTER_MODELS[receipt.model].dots };
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: bundle });
    const blocks = await page.evaluate(
      ({ lines, printer }) => {
        const api = (window as unknown as { printRaster: Record<string, CallableFunction> }).printRaster;
        return api.printBlocksOf?.(lines, printer, api.canvasLinesRenderer) as PrintBlock[] | null;
      },
      { lines: receipt.lines, printer },
    );
    expect(blocks).not.toBeNull();
    const decoded = escposDecodeJob(escposFromBlocks(blocks ?? [], { cut: true, drawer: false }));
    expect(decoded.unknown).toEqual([]);
    expect(decoded.images).toHaveLength(1);
    const image = decoded.images[0];
    expect(image?.widthDots).toBe(printer.dots);
    expect(image?.height).toBe(receipt.lines.length * Math.round((printer.dots / printer.width) * 2.5));
    // Drawn glyphs, not blank and not a black box: between 2 % and 40 % of the dots are black.
    const share = (image?.black ?? 0) / ((image?.widthDots ?? 1) * (image?.height ?? 1));
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.4);
    // The amounts end at the right edge: the rightmost black dot is in the last column.
    let rightmost = 0;
    image?.dots.forEach((dot, at) => {
      if (dot) rightmost = Math.max(rightmost, at % (image.widthDots || 1));
    });
    expect(rightmost).toBeGreaterThan(printer.dots - printer.dots / printer.width);
    if (image) fs.writeFileSync(path.join(OUT, `${name.replaceAll(' ', '-')}.png`), rasterPng(image));
  });
}
