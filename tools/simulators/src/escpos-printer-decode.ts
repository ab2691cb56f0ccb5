/**
 * The printer simulator's own ESC/POS reader, written from the Epson ESC/POS command reference rather than from our
 * encoder (apps/print-helper), so a test that decodes a captured job checks the bytes a real printer would get: the
 * text through the code page each ESC t selected (iconv-lite's tables, not the encoder's), raster images as bitmaps,
 * cuts, drawer kicks and real-time status queries. A command it does not know is kept in `unknown`: a real printer
 * would print its argument bytes as text, so the golden tests require it to be empty.
 */
import iconv from 'iconv-lite';

/** ESC t n: Epson's character code table numbers (ESC/POS reference, "ESC t") to iconv-lite encodings. */
// prettier-ignore
export const EPSON_CODE_TABLES: Readonly<Record<number, string>> = {
  0: 'cp437', 2: 'cp850', 3: 'cp860', 4: 'cp863', 5: 'cp865', 13: 'cp857', 14: 'cp737', 15: 'iso88597',
  16: 'windows1252', 17: 'cp866', 18: 'cp852', 19: 'cp858', 33: 'cp775', 34: 'cp855', 35: 'cp861', 36: 'cp862',
  37: 'cp864', 38: 'cp869', 39: 'iso88592', 40: 'iso885915', 45: 'windows1250', 46: 'windows1251',
  47: 'windows1253', 48: 'windows1254', 49: 'windows1255', 50: 'windows1256', 51: 'windows1257', 52: 'windows1258',
};

/** A GS v 0 raster image: one byte per dot (1 black, 0 white), row by row. */
export interface RasterImage {
  widthDots: number;
  height: number;
  dots: Uint8Array;
  /** How many dots are black (0: a blank image). */
  black: number;
}

export interface PaperCut {
  /** GS V 0/48 and 65 are full cuts, 1/49 and 66 partial. */
  partial: boolean;
  /** Function B (65, 66): the printer feeds the paper to the cutting position (plus n motion units) before cutting. */
  feedsToCutter: boolean;
  /** Line feeds (LF, ESC d) between the last printed line and the cut. */
  linesFedBefore: number;
}

export interface DecodedEscpos {
  /** The paper's lines; a raster image shows as `[image <width>x<height>]`. */
  lines: string[];
  images: RasterImage[];
  cuts: PaperCut[];
  /** ESC p and DLE DC4 1: cash drawer pulses. */
  drawerKicks: number;
  /** DLE EOT n queries, in order (n = 4: paper sensor). */
  statusQueries: number[];
  /** ESC t numbers selected, in order. */
  codeTables: number[];
  /** Commands this reader does not know, as hex; a real printer would print garbage for them. */
  unknown: string[];
  /** Bytes left at the end that do not finish a command. */
  truncated: number;
}

const LF = 0x0a;
const CR = 0x0d;
const HT = 0x09;
const DLE = 0x10;
const ESC = 0x1b;
const FS = 0x1c;
const GS = 0x1d;

/** ESC commands with a fixed number of argument bytes (ESC/POS reference). */
// prettier-ignore
const ESC_ARGS: Readonly<Record<number, number>> = {
  0x20: 1, 0x21: 1, 0x24: 2, 0x25: 1, 0x2d: 1, 0x32: 0, 0x33: 1, 0x3c: 0, 0x3d: 1, 0x3f: 1, 0x40: 0, 0x44: -1,
  0x45: 1, 0x47: 1, 0x4a: 1, 0x4b: 1, 0x4d: 1, 0x52: 1, 0x53: 0, 0x54: 1, 0x55: 1, 0x56: 1, 0x5c: 2, 0x61: 1,
  0x63: 2, 0x64: 1, 0x65: 1, 0x69: 0, 0x6d: 0, 0x70: 3, 0x72: 1, 0x74: 1, 0x75: 1, 0x76: 0, 0x7b: 1,
};

/** GS commands with a fixed number of argument bytes. */
// prettier-ignore
const GS_ARGS: Readonly<Record<number, number>> = {
  0x21: 1, 0x23: 1, 0x24: 2, 0x2a: 2, 0x2f: 1, 0x3a: 0, 0x42: 1, 0x48: 1, 0x49: 1, 0x4c: 2, 0x50: 2, 0x54: 1,
  0x5c: 2, 0x5e: 3, 0x61: 1, 0x62: 1, 0x66: 1, 0x68: 1, 0x72: 1, 0x77: 1,
};

type Step = { length: number } | 'more';

/**
 * Reads a job as it arrives (a chunk at a time, a command may be split between chunks) and answers what a printer
 * answers: `push` returns the DLE EOT queries the new bytes completed, for the caller to answer with a status byte.
 */
export class EscposReader {
  private pending: Uint8Array = new Uint8Array(0);
  private line = '';
  private page = 0;
  private fedSincePrint = 0;
  private readonly result: DecodedEscpos = {
    lines: [],
    images: [],
    cuts: [],
    drawerKicks: 0,
    statusQueries: [],
    codeTables: [],
    unknown: [],
    truncated: 0,
  };

  push(chunk: Uint8Array): number[] {
    const joined = new Uint8Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    const queriesBefore = this.result.statusQueries.length;
    let at = 0;
    let text: number[] = [];
    const flushText = () => {
      if (text.length === 0) return;
      this.line += this.decodeText(Uint8Array.from(text));
      text = [];
    };
    while (at < joined.length) {
      const byte = joined[at] ?? 0;
      if (byte >= 0x20 && byte !== 0x7f) {
        text.push(byte);
        at += 1;
        continue;
      }
      flushText();
      const step = this.control(joined, at);
      if (step === 'more') break;
      at += step.length;
    }
    flushText();
    this.pending = joined.slice(at);
    return this.result.statusQueries.slice(queriesBefore);
  }

  /** The job as decoded so far; an unfinished line is printed as the printer would at the end of the job. */
  finish(): DecodedEscpos {
    if (this.line !== '') this.printLine();
    return { ...this.result, lines: [...this.result.lines], truncated: this.pending.length };
  }

  private decodeText(bytes: Uint8Array): string {
    const table = EPSON_CODE_TABLES[this.page];
    if (!table) return '\ufffd'.repeat(bytes.length);
    return iconv.decode(Buffer.from(bytes), table);
  }

  private printLine(): void {
    this.result.lines.push(this.line);
    this.fedSincePrint = this.line === '' ? this.fedSincePrint + 1 : 0;
    this.line = '';
  }

  private unknownAt(data: Uint8Array, at: number, length: number): Step {
    this.result.unknown.push(Buffer.from(data.subarray(at, at + length)).toString('hex'));
    return { length };
  }

  /** The control byte or command at `at`: its length, or 'more' when the bytes so far do not finish it. */
  private control(data: Uint8Array, at: number): Step {
    const byte = data[at];
    const need = (length: number): Step | null => (at + length > data.length ? 'more' : null);
    if (byte === LF) {
      this.printLine();
      return { length: 1 };
    }
    if (byte === CR || byte === HT) {
      if (byte === HT) this.line += ' ';
      return { length: 1 };
    }
    if (byte === DLE) {
      const short = need(3);
      if (short) return short;
      if (data[at + 1] === 0x04) {
        this.result.statusQueries.push(data[at + 2] ?? 0);
        return { length: 3 };
      }
      if (data[at + 1] === 0x14) {
        // DLE DC4 fn ...: fn 1 is a real-time drawer pulse (DLE DC4 1 m t).
        const moreArgs = need(5);
        if (moreArgs) return moreArgs;
        if (data[at + 2] === 1) this.result.drawerKicks += 1;
        return { length: 5 };
      }
      return this.unknownAt(data, at, 3);
    }
    if (byte === ESC) return this.escCommand(data, at);
    if (byte === GS) return this.gsCommand(data, at);
    if (byte === FS) {
      const short = need(2);
      if (short) return short;
      // FS & / FS . : Kanji mode on / off; FS C n: Kanji code system.
      if (data[at + 1] === 0x26 || data[at + 1] === 0x2e) return { length: 2 };
      if (data[at + 1] === 0x43) return need(3) ?? { length: 3 };
      return this.unknownAt(data, at, 2);
    }
    return this.unknownAt(data, at, 1);
  }

  private escCommand(data: Uint8Array, at: number): Step {
    if (at + 2 > data.length) return 'more';
    const command = data[at + 1] ?? 0;
    if (command === 0x2a) {
      // ESC * m nL nH d...: bit image of n columns, 1 byte per column (8-dot) or 3 (24-dot).
      if (at + 5 > data.length) return 'more';
      const columns = (data[at + 3] ?? 0) + 256 * (data[at + 4] ?? 0);
      const length = 5 + columns * ((data[at + 2] ?? 0) >= 32 ? 3 : 1);
      return at + length > data.length ? 'more' : { length };
    }
    const args = ESC_ARGS[command];
    if (args === undefined) return this.unknownAt(data, at, 2);
    if (args === -1) {
      // ESC D n1 ... NUL: tab positions.
      let end = at + 2;
      while (end < data.length && data[end] !== 0) end += 1;
      return end >= data.length ? 'more' : { length: end - at + 1 };
    }
    if (at + 2 + args > data.length) return 'more';
    const n = data[at + 2] ?? 0;
    if (command === 0x40) {
      this.page = 0;
    } else if (command === 0x74) {
      this.page = n;
      this.result.codeTables.push(n);
    } else if (command === 0x70) {
      this.result.drawerKicks += 1;
    } else if (command === 0x64) {
      // ESC d n: print the buffer and feed n lines.
      this.printLine();
      for (let fed = 1; fed < n; fed += 1) this.printLine();
    }
    return { length: 2 + args };
  }

  private gsCommand(data: Uint8Array, at: number): Step {
    if (at + 2 > data.length) return 'more';
    const command = data[at + 1] ?? 0;
    if (command === 0x56) return this.cut(data, at);
    if (command === 0x76) return this.raster(data, at);
    if (command === 0x28 || command === 0x38) {
      // GS ( fn pL pH ... / GS 8 L p1..p4 ...: functions with a length prefix (2D codes, graphics).
      const header = command === 0x28 ? 5 : 7;
      if (at + header > data.length) return 'more';
      const length =
        command === 0x28
          ? header + (data[at + 3] ?? 0) + 256 * (data[at + 4] ?? 0)
          : header +
            (data[at + 3] ?? 0) +
            256 * (data[at + 4] ?? 0) +
            65536 * (data[at + 5] ?? 0) +
            16777216 * (data[at + 6] ?? 0);
      return at + length > data.length ? 'more' : { length };
    }
    if (command === 0x6b) {
      // GS k m ...: barcode; m < 65 ends with NUL, m >= 65 carries its length.
      if (at + 4 > data.length) return 'more';
      const m = data[at + 2] ?? 0;
      if (m >= 65) {
        const length = 4 + (data[at + 3] ?? 0);
        return at + length > data.length ? 'more' : { length };
      }
      let end = at + 3;
      while (end < data.length && data[end] !== 0) end += 1;
      return end >= data.length ? 'more' : { length: end - at + 1 };
    }
    const args = GS_ARGS[command];
    if (args === undefined) return this.unknownAt(data, at, 2);
    return at + 2 + args > data.length ? 'more' : { length: 2 + args };
  }

  /** GS V m [n]: m 0/48 full, 1/49 partial; 65/66 feed to the cutter (+ n) then cut; 97/98, 103/104 take n too. */
  private cut(data: Uint8Array, at: number): Step {
    if (at + 3 > data.length) return 'more';
    const m = data[at + 2] ?? 0;
    const withFeed = m === 65 || m === 66 || m === 97 || m === 98 || m === 103 || m === 104;
    if (withFeed && at + 4 > data.length) return 'more';
    if (![0, 1, 48, 49].includes(m) && !withFeed) return this.unknownAt(data, at, 3);
    if (this.line !== '') this.printLine();
    this.result.cuts.push({
      partial: [1, 49, 66, 98, 104].includes(m),
      feedsToCutter: withFeed,
      linesFedBefore: this.fedSincePrint,
    });
    return { length: withFeed ? 4 : 3 };
  }

  /** GS v 0 m xL xH yL yH d1..dk: x bytes (8 dots each) by y rows, most significant bit leftmost, 1 = black. */
  private raster(data: Uint8Array, at: number): Step {
    if (at + 8 > data.length) return 'more';
    if (data[at + 2] !== 0x30) return this.unknownAt(data, at, 3);
    const widthBytes = (data[at + 4] ?? 0) + 256 * (data[at + 5] ?? 0);
    const height = (data[at + 6] ?? 0) + 256 * (data[at + 7] ?? 0);
    const length = 8 + widthBytes * height;
    if (at + length > data.length) return 'more';
    const widthDots = widthBytes * 8;
    const dots = new Uint8Array(widthDots * height);
    let black = 0;
    for (let row = 0; row < height; row += 1) {
      for (let column = 0; column < widthBytes; column += 1) {
        const byte = data[at + 8 + row * widthBytes + column] ?? 0;
        for (let bit = 0; bit < 8; bit += 1) {
          if (byte & (0x80 >> bit)) {
            dots[row * widthDots + column * 8 + bit] = 1;
            black += 1;
          }
        }
      }
    }
    if (this.line !== '') this.printLine();
    this.result.images.push({ widthDots, height, dots, black });
    this.result.lines.push(`[image ${String(widthDots)}x${String(height)}]`);
    this.fedSincePrint = 0;
    return { length };
  }
}

/** Decodes a whole job at once. */
export function escposDecodeJob(bytes: Uint8Array): DecodedEscpos {
  const reader = new EscposReader();
  reader.push(bytes);
  return reader.finish();
}
