import { describe, expect, it } from 'vitest';
import { escposDecode, IMAGE_MARKER } from './escpos-decode.ts';
import { escposDrawerPulse, escposFromLines } from './escpos-encode.ts';

describe('escposDecode', () => {
  it('reads back the lines the helper encodes, in every code page the encoder switches to', () => {
    const lines = ['OpenTill Café', 'Итого         12,34', 'Müşteri ödemesi', 'Total   $4.90'];
    const decoded = escposDecode(escposFromLines(lines, { cut: true, drawer: false }));
    expect(decoded.text.split('\n').slice(0, 4)).toEqual(lines);
    expect(decoded).toMatchObject({ cut: true, drawer: false, image: false });
  });

  it('says whether the job kicked the drawer, and keeps no command bytes in the text', () => {
    const decoded = escposDecode(escposFromLines(['A'], { cut: false, drawer: true }));
    expect(decoded).toMatchObject({ cut: false, drawer: true });
    expect(decoded.text.trim()).toBe('A');
    expect(escposDecode(escposDrawerPulse())).toEqual({ text: '', cut: false, drawer: true, image: false });
  });

  it('skips a raster image whole, marking where it prints', () => {
    // GS v 0 m xL xH yL yH: 2 bytes wide, 3 rows; the image bytes include ESC-like values that are not commands.
    const image = [0x1d, 0x76, 0x30, 0x00, 0x02, 0x00, 0x03, 0x00, 0x1b, 0x70, 0x41, 0x42, 0x0a, 0x1d];
    const decoded = escposDecode(new Uint8Array([...image, 0x4f, 0x4b, 0x0a]));
    expect(decoded).toEqual({ text: `${IMAGE_MARKER}\nOK\n`, cut: false, drawer: false, image: true });
  });
});
