/**
 * Lines no ESC/POS code page holds (Hindi, Chinese, ₹ ₺ ₽) print as raster images (issue 19 §5, docs/decisions.md
 * §62): the terminal draws them with the system fonts (raster-canvas.ts) at the printer's dot width and sends them as
 * GS v 0 blocks between the text lines; every other line stays text, printed through a code page by the helper.
 */
import { ESCPOS_TEXT_LINE, RASTER_MAX_ROWS, type PrintBlock } from '@opentill/contracts';

/** An RGBA drawing, as a canvas's ImageData holds it. */
export interface Bitmap {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Draws lines laid out at `columns` on a drawing `dots` wide (a canvas in the browser; a stub in unit tests). */
export type LinesRenderer = (lines: readonly string[], columns: number, dots: number) => Bitmap;

/** Whether the helper can print the line as text through a code page. */
export function lineIsText(line: string): boolean {
  return ESCPOS_TEXT_LINE.test(line);
}

/** A dot is black when it is drawn dark enough (on the white the renderer fills first). */
function dotIsBlack(data: Uint8ClampedArray, pixel: number): boolean {
  const red = data[pixel * 4] ?? 255;
  const green = data[pixel * 4 + 1] ?? 255;
  const blue = data[pixel * 4 + 2] ?? 255;
  const alpha = data[pixel * 4 + 3] ?? 0;
  // Integer luminance (ITU-R BT.601 weights scaled by 1000); transparent counts as paper.
  return alpha >= 128 && red * 299 + green * 587 + blue * 114 < 128_000;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * GS v 0 raster blocks of a drawing: width rounded up to whole bytes (at most `dots`), rows packed 8 dots a byte with
 * the leftmost dot in the high bit, split into images of at most RASTER_MAX_ROWS rows.
 */
export function rasterBlocks(bitmap: Bitmap, dots: number): PrintBlock[] {
  const width = Math.min(dots, Math.ceil(bitmap.width / 8) * 8);
  const widthBytes = width / 8;
  const blocks: PrintBlock[] = [];
  for (let top = 0; top < bitmap.height; top += RASTER_MAX_ROWS) {
    const height = Math.min(RASTER_MAX_ROWS, bitmap.height - top);
    const bytes = new Uint8Array(widthBytes * height);
    for (let row = 0; row < height; row += 1) {
      for (let x = 0; x < Math.min(width, bitmap.width); x += 1) {
        if (dotIsBlack(bitmap.data, (top + row) * bitmap.width + x)) {
          const at = row * widthBytes + (x >> 3);
          bytes[at] = (bytes[at] ?? 0) | (0x80 >> (x & 7));
        }
      }
    }
    blocks.push({ raster: { width, height, data: base64Of(bytes) } });
  }
  return blocks;
}

/**
 * The printout as blocks: each run of lines no code page holds drawn as one image, the other lines as text. Null when
 * every line is text (the job goes as lines, with no drawing at all).
 */
export function printBlocksOf(
  lines: readonly string[],
  printer: { readonly width: number; readonly dots: number },
  render: LinesRenderer,
): PrintBlock[] | null {
  if (lines.every(lineIsText)) return null;
  const blocks: PrintBlock[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    blocks.push(...rasterBlocks(render(run, printer.width, printer.dots), printer.dots));
    run = [];
  };
  for (const line of lines) {
    if (lineIsText(line)) {
      flush();
      blocks.push({ text: line });
    } else run.push(line);
  }
  flush();
  return blocks;
}
