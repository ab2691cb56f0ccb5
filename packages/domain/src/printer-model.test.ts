import { describe, expect, it } from 'vitest';
import { PRINTER_MODELS, printerModelOf } from './printer-model.ts';

describe('printerModelOf', () => {
  it('reads the printer_model setting; a 58 mm printer is always 30 columns on 384 dots', () => {
    expect(printerModelOf({ is_58mm: false }, '80mm-203dpi')).toBe('80mm-203dpi');
    expect(printerModelOf({ is_58mm: true }, '80mm-203dpi')).toBe('58mm');
    expect(PRINTER_MODELS[printerModelOf({ is_58mm: true }, null)]).toEqual({ columns: 30, dots: 384 });
  });

  it("falls back to the seeds' 42 columns (TM-T88, 512 dots) for no setting or an unknown name", () => {
    expect(printerModelOf(null, undefined)).toBe('80mm-180dpi');
    expect(printerModelOf({ is_58mm: false }, 'toString')).toBe('80mm-180dpi');
    expect(PRINTER_MODELS['80mm-180dpi']).toEqual({ columns: 42, dots: 512 });
    expect(PRINTER_MODELS['80mm-203dpi']).toEqual({ columns: 48, dots: 576 });
  });
});
