import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

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
 * ESC/POS bytes for text lines already laid out by packages/domain. Scripts ESC/POS code pages cannot carry
 * (Hindi, Chinese) arrive as raw raster bytes from the terminal instead (ARCHITECTURE.md, printing).
 */
export function escposFromLines(lines: readonly string[], options: EncodeOptions): Uint8Array {
  let encoder = new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().codepage('auto');
  for (const line of lines) encoder = encoder.line(escposSafeLine(line));
  if (options.cut) encoder = encoder.newline(3).cut('partial');
  if (options.drawer) encoder = encoder.pulse();
  return encoder.encode();
}

/** Only the drawer pulse (seed 001: open drawer). */
export function escposDrawerPulse(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().pulse().encode();
}
