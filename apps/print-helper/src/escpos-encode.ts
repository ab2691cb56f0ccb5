import CodepageEncoder from '@point-of-sale/codepage-encoder';
import type { PrintBlock } from '@opentill/contracts';

export interface EncodeOptions {
  cut: boolean;
  drawer: boolean;
}

/** Whitespace control characters: printed as a space (a tab would jump to the printer's tab stops). */
const CONTROL_SPACE = /[\t\n\v\f\r]/g;
/** Every other C0 / DEL / C1 control character: ESC p opens the drawer, GS V cuts the paper (issue 14 §5). */
const CONTROL_OTHER = /(?![\t\n\v\f\r])\p{Cc}/gu;

/**
 * A text line as it may reach the printer: no control character at all. packages/domain's printSafe does the same
 * when laying out; the helper checks again, as the last step before the bytes, whatever laid the lines out.
 */
export function escposSafeLine(line: string): string {
  return line.replace(CONTROL_SPACE, ' ').replace(CONTROL_OTHER, '');
}

/**
 * The code pages text is printed in, in order of preference, with the number ESC t selects on Epson printers (ESC/POS
 * reference, "ESC t"): PC858 (Western Latin with the euro), PC866 (Cyrillic), PC857 (Turkish), PC852 (Central
 * European). Each run of a line goes in the first page that holds it; a character none holds prints as '?' (the
 * terminal sends such lines as raster images: contracts ESCPOS_TEXT_LINE).
 */
const CODE_PAGES = { cp858: 19, cp866: 17, cp857: 13, cp852: 18 } as const;
type CodePage = keyof typeof CODE_PAGES;
const CANDIDATES = Object.keys(CODE_PAGES) as CodePage[];

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const LF = 0x0a;

/** ESC @: initialise (clears the buffer, font A, code page 0). */
const INITIALISE = [ESC, 0x40];
/**
 * GS V 66 0: function B, partial cut: the printer feeds the paper to the cutting position, about 4 lines below the
 * print head on the TM-T20 and TM-T88, and cuts, so the last line is above the cut (a cut with no feed cuts it off).
 */
export const FEED_AND_CUT = [GS, 0x56, 66, 0];
/** ESC p 0 25 250: pulse drawer pin 2, 50 ms on, 500 ms off. */
const DRAWER_PULSE = [ESC, 0x70, 0, 25, 250];
/** DLE EOT 4: real-time status of the paper roll sensor (one byte answer). */
export const PAPER_STATUS_QUERY = new Uint8Array([DLE, 0x04, 4]);
/** The bits of the DLE EOT 4 answer that say the paper has run out (bits 5 and 6). */
export const PAPER_END_BITS = 0x60;

const pageBytes = new Map<CodePage, Map<number, number>>();
/** The byte a code page prints a character with (ASCII is the same in every page), or undefined. */
function byteIn(page: CodePage, codePoint: number): number | undefined {
  if (codePoint >= 0x20 && codePoint < 0x7f) return codePoint;
  let table = pageBytes.get(page);
  if (!table) {
    table = new Map();
    const codepoints = CodepageEncoder.getEncoding(page).codepoints;
    for (let byte = 0x80; byte <= 0xff; byte += 1) table.set(codepoints[byte] ?? 0, byte);
    pageBytes.set(page, table);
  }
  return table.get(codePoint);
}

/** The code page selected so far in a job (null: the printer's own after ESC @, which only ASCII is printed in). */
interface TextState {
  page: CodePage | null;
}

/**
 * The bytes of one text line, then LF: each character in the page already selected when it holds it, else ESC t and
 * the page that holds the longest stretch from there; a character no page holds prints as '?'.
 */
export function escposTextLine(line: string, state: TextState = { page: null }): number[] {
  const bytes: number[] = [];
  const codePoints = [...escposSafeLine(line)].map((char) => char.codePointAt(0) ?? 0x3f);
  /** How many characters from `from` on a page holds in a row: a switch goes to the page that stays longest. */
  const run = (page: CodePage, from: number) => {
    let end = from;
    while (end < codePoints.length && byteIn(page, codePoints[end] ?? 0x3f) !== undefined) end += 1;
    return end - from;
  };
  for (const [index, codePoint] of codePoints.entries()) {
    const current = state.page === null ? undefined : byteIn(state.page, codePoint);
    if (current !== undefined || (state.page === null && codePoint < 0x7f)) {
      bytes.push(current ?? codePoint);
      continue;
    }
    const page = CANDIDATES.reduce<CodePage | undefined>(
      (best, candidate) => (run(candidate, index) > (best === undefined ? 0 : run(best, index)) ? candidate : best),
      undefined,
    );
    if (page === undefined) {
      bytes.push(0x3f);
      continue;
    }
    bytes.push(ESC, 0x74, CODE_PAGES[page], byteIn(page, codePoint) ?? 0x3f);
    state.page = page;
  }
  bytes.push(LF);
  return bytes;
}

/** GS v 0 0 of one raster block, appended to `bytes`; a block is at most RASTER_MAX_ROWS rows (contracts). */
function pushRaster(bytes: number[], raster: { width: number; height: number; data: string }): void {
  const widthBytes = raster.width / 8;
  bytes.push(GS, 0x76, 0x30, 0, widthBytes % 256, Math.floor(widthBytes / 256));
  bytes.push(raster.height % 256, Math.floor(raster.height / 256));
  // A loop, not push(...data): an image is up to 165 kB, more arguments than a call takes.
  for (const byte of Buffer.from(raster.data, 'base64')) bytes.push(byte);
}

/** ESC/POS bytes for a printout of text lines and raster images, then the feed and cut and the drawer pulse asked. */
export function escposFromBlocks(blocks: readonly PrintBlock[], options: EncodeOptions): Uint8Array {
  const bytes: number[] = [...INITIALISE];
  const state: TextState = { page: null };
  for (const block of blocks) {
    if ('text' in block) bytes.push(...escposTextLine(block.text, state));
    else pushRaster(bytes, block.raster);
  }
  if (options.cut) bytes.push(...FEED_AND_CUT);
  if (options.drawer) bytes.push(...DRAWER_PULSE);
  return Uint8Array.from(bytes);
}

/** ESC/POS bytes for text lines already laid out by packages/domain. */
export function escposFromLines(lines: readonly string[], options: EncodeOptions): Uint8Array {
  return escposFromBlocks(
    lines.map((text) => ({ text })),
    options,
  );
}

/** Only the drawer pulse (seed 001: open drawer). */
export function escposDrawerPulse(): Uint8Array {
  return Uint8Array.from([...INITIALISE, ...DRAWER_PULSE]);
}
