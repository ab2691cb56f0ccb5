import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

/** A print job read back from its ESC/POS bytes: the text as the paper shows it, and what the job did. */
export interface DecodedJob {
  text: string;
  /** GS V: the paper was cut. */
  cut: boolean;
  /** ESC p: the cash drawer was kicked. */
  drawer: boolean;
  /** GS v 0: a raster image (Hindi and Chinese receipts arrive as images); shown as a marker line. */
  image: boolean;
}

/** Marker line in the text where a raster image prints. */
export const IMAGE_MARKER = '[image]';

/**
 * The code pages ESC t selects on Epson printers (the numbering escpos-encode.ts writes): the encoder switches page
 * when a character needs it, so reading the text back needs the same numbering.
 */
// prettier-ignore
/** Index n is what ESC t n selects; a page the table leaves out reads as cp437. */
const EPSON_CODEPAGES: Readonly<Record<number, Codepage>> = {
  0: 'cp437', 1: 'epson/katakana', 2: 'cp850', 3: 'cp860', 4: 'cp863', 5: 'cp865', 11: 'cp851', 12: 'cp853',
  13: 'cp857', 14: 'cp737', 15: 'iso8859-7', 16: 'windows1252', 17: 'cp866', 18: 'cp852', 19: 'cp858', 20: 'thai42',
  21: 'thai11', 26: 'thai13', 30: 'tcvn3', 31: 'tcvn3capitals', 32: 'cp720', 33: 'cp775', 34: 'cp855', 35: 'cp861',
  36: 'cp862', 37: 'cp864', 38: 'cp869', 39: 'epson/iso8859-2', 40: 'iso8859-15', 41: 'cp1098', 42: 'cp774',
  43: 'cp772', 44: 'cp1125', 45: 'windows1250', 46: 'windows1251', 47: 'windows1253', 48: 'windows1254',
  49: 'windows1255', 50: 'windows1256', 51: 'windows1257', 52: 'windows1258', 53: 'rk1048',
};

const codepoints = new Map<number, number[]>();
function codepointsOf(page: number): number[] {
  let table = codepoints.get(page);
  if (!table) {
    table = CodepageEncoder.getEncoding(EPSON_CODEPAGES[page] ?? 'cp437').codepoints;
    codepoints.set(page, table);
  }
  return table;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

/** Bytes taken by the ESC command at `i` (ESC and its command byte included). */
function escLength(data: Uint8Array, i: number): number {
  switch (data[i + 1]) {
    case 0x40: // @ initialise
      return 2;
    case 0x70: // p m t1 t2: drawer pulse
      return 5;
    case 0x24: // $ nL nH: absolute position
      return 4;
    case 0x2a: {
      // * m nL nH data: bit image, 1 byte per column (8-dot) or 3 (24-dot)
      const columns = (data[i + 3] ?? 0) + (data[i + 4] ?? 0) * 256;
      return 5 + columns * ((data[i + 2] ?? 0) >= 32 ? 3 : 1);
    }
    default: // the text commands the encoder uses take one argument (a, E, M, t, -, !, d, G...)
      return 3;
  }
}

/** Bytes taken by the GS command at `i`. */
function gsLength(data: Uint8Array, i: number): number {
  switch (data[i + 1]) {
    case 0x56: // V m [n]: cut; m 65/66 carry a feed amount
      return data[i + 2] === 0x41 || data[i + 2] === 0x42 ? 4 : 3;
    case 0x76: {
      // v 0 m xL xH yL yH data: raster image of x bytes by y rows
      const width = (data[i + 4] ?? 0) + (data[i + 5] ?? 0) * 256;
      const height = (data[i + 6] ?? 0) + (data[i + 7] ?? 0) * 256;
      return 8 + width * height;
    }
    case 0x28: // ( k pL pH ...: QR code and other 2D symbols
      return 5 + (data[i + 3] ?? 0) + (data[i + 4] ?? 0) * 256;
    case 0x6b: {
      // k m ...: barcode; m >= 65 gives the length, below it the data ends with NUL
      const m = data[i + 2] ?? 0;
      if (m >= 65) return 4 + (data[i + 3] ?? 0);
      let end = i + 3;
      while (end < data.length && data[end] !== 0) end += 1;
      return end - i + 1;
    }
    default:
      return 3;
  }
}

/**
 * The text of an ESC/POS job as the paper shows it: commands dropped, characters read through the code page each
 * ESC t selected, a line per LF. The print helper keeps the last jobs decoded this way (the terminal's Settings shows
 * the last receipt), and the printer simulator decodes what it receives with it too.
 */
export function escposDecode(bytes: Uint8Array): DecodedJob {
  let text = '';
  let page = 0;
  let cut = false;
  let drawer = false;
  let image = false;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    if (byte === ESC) {
      const command = bytes[i + 1];
      if (command === 0x40) page = 0;
      else if (command === 0x74) page = bytes[i + 2] ?? 0;
      else if (command === 0x70) drawer = true;
      i += escLength(bytes, i);
    } else if (byte === GS) {
      const command = bytes[i + 1];
      if (command === 0x56) cut = true;
      if (command === 0x76) {
        image = true;
        text += `${IMAGE_MARKER}\n`;
      }
      i += gsLength(bytes, i);
    } else if (byte === FS) {
      i += 2; // FS . / FS &: Kanji mode off / on
    } else {
      if (byte === LF) text += '\n';
      else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
      else if (byte >= 0x80) text += String.fromCodePoint(codepointsOf(page)[byte] ?? 0x3f);
      i += 1;
    }
  }
  return { text, cut, drawer, image };
}
