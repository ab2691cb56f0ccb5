import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

export interface EncodeOptions {
  cut: boolean;
  drawer: boolean;
}

/**
 * ESC/POS bytes for text lines already laid out by packages/domain. Scripts ESC/POS code pages cannot carry
 * (Hindi, Chinese) arrive as raw raster bytes from the terminal instead (ARCHITECTURE.md, printing).
 */
export function escposFromLines(lines: readonly string[], options: EncodeOptions): Uint8Array {
  let encoder = new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().codepage('auto');
  for (const line of lines) encoder = encoder.line(line);
  if (options.cut) encoder = encoder.newline(3).cut('partial');
  if (options.drawer) encoder = encoder.pulse();
  return encoder.encode();
}

/** Only the drawer pulse (seed 001: open drawer). */
export function escposDrawerPulse(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().pulse().encode();
}
