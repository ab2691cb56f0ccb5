import { useEffect, useRef } from 'react';

/** A hardware scanner types faster than a person: keys under this gap belong to one scan. */
export const SCANNER_KEY_GAP_MS = 50;
/** Shorter bursts are people typing fast, not a barcode (EAN-8 is the shortest code we read). */
export const SCANNER_MIN_LENGTH = 4;

export interface ScanBuffer {
  text: string;
  lastAt: number;
}

/**
 * One key of the scanner detector (issue 7 §4): printable characters arriving less than SCANNER_KEY_GAP_MS apart
 * build a code; Enter after a fast burst of at least SCANNER_MIN_LENGTH characters completes it. A slow key starts
 * a new burst, so ordinary typing is never taken for a scan.
 */
export function scanKey(buffer: ScanBuffer, key: string, at: number): { buffer: ScanBuffer; code: string | null } {
  const fast = at - buffer.lastAt < SCANNER_KEY_GAP_MS;
  if (key === 'Enter') {
    const code = fast && buffer.text.length >= SCANNER_MIN_LENGTH ? buffer.text : null;
    return { buffer: { text: '', lastAt: at }, code };
  }
  if (key.length !== 1) return { buffer, code: null };
  return { buffer: { text: (fast ? buffer.text : '') + key, lastAt: at }, code: null };
}

/**
 * Listens on the whole document for a scanner (issue 7 §4: the product is added from anywhere on the editor
 * without focusing the search box). A completed scan's Enter is swallowed so it does not press a focused button;
 * the characters typed into a text field before are removed from it by the caller through `onScan`.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!enabled) return undefined;
    let buffer: ScanBuffer = { text: '', lastAt: -Infinity };
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const result = scanKey(buffer, event.key, event.timeStamp || performance.now());
      buffer = result.buffer;
      if (result.code !== null) {
        event.preventDefault();
        event.stopPropagation();
        handler.current(result.code);
      }
    };
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, [enabled]);
}
