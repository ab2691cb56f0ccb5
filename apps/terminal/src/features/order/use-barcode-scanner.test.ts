import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scanKey, useBarcodeScanner, type ScanBuffer } from './use-barcode-scanner.ts';

function feed(keys: string[], gapMs: number): string | null {
  let buffer: ScanBuffer = { text: '', lastAt: -Infinity };
  let code: string | null = null;
  keys.forEach((key, index) => {
    const result = scanKey(buffer, key, 1000 + index * gapMs);
    buffer = result.buffer;
    code = result.code ?? code;
  });
  return code;
}

describe('scanKey (issue 7 §4 hardware scanner)', () => {
  it('reads fast keystrokes ending in Enter as a code', () => {
    expect(feed([...'4006381333948', 'Enter'], 10)).toBe('4006381333948');
  });

  it('ignores a person typing (keys 120 ms apart)', () => {
    expect(feed([...'4006381333948', 'Enter'], 120)).toBeNull();
  });

  it('ignores a short burst and restarts after a pause', () => {
    expect(feed(['1', '2', 'Enter'], 5)).toBeNull();
    let buffer: ScanBuffer = { text: '', lastAt: -Infinity };
    buffer = scanKey(buffer, '9', 0).buffer;
    buffer = scanKey(buffer, '1', 500).buffer;
    expect(buffer.text).toBe('1');
  });
});

describe('useBarcodeScanner', () => {
  it('hands a scan typed anywhere on the page to the editor', () => {
    const onScan = vi.fn();
    renderHook(() => useBarcodeScanner(onScan));
    let at = 5000;
    for (const key of [...'2000000000022', 'Enter']) {
      fireEvent.keyDown(document.body, { key, timeStamp: at });
      at += 5;
    }
    expect(onScan).toHaveBeenCalledWith('2000000000022');
  });
});
