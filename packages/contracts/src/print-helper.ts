import { z } from 'zod';

/**
 * Messages between the terminal and the print helper on the store LAN (WebSocket, JSON). The helper prints on
 * ESC/POS printers over TCP (port 9100, seed 002 §9) and reads the serial scale (seed 001 §7.8).
 */
export const PRINTER_PORT = 9100;
/** seed 002 §9: printing is retried, up to 2 attempts. */
export const PRINT_ATTEMPTS = 2;

export const printerAddress = z.object({
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65535).default(PRINTER_PORT),
});

const requestId = z.string().min(1).max(64);

/** The widest raster a receipt printer takes: 576 dots (80 mm at 203 dpi); the terminal draws at its model's width. */
export const RASTER_MAX_DOTS = 576;
/** GS v 0 takes up to 2303 rows (Epson); a taller drawing is sent as several images. */
export const RASTER_MAX_ROWS = 2303;

/**
 * Characters the helper prints as text through an ESC/POS code page (ESC t: CP858 Latin, CP866 Cyrillic, CP857
 * Turkish): ASCII, Latin-1, the Turkish letters, Russian Cyrillic, the euro. A line with any other character
 * (Devanagari, Chinese, ₹ ₺ ₽) is drawn by the terminal and sent as a raster image (docs/decisions.md §62).
 */
export const ESCPOS_TEXT_LINE = /^[\x20-\x7e\xa0-\xffğĞşŞıİА-яЁё€]*$/u;

/** Bytes a base64 text decodes to (no Buffer: the terminal checks its requests with these schemas too). */
function base64Bytes(text: string): number {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return -1;
  return (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
}

/** A part of a printout: a text line, or a raster image drawn by the terminal (1 bit a dot, rows of width / 8 bytes). */
export const printBlock = z.union([
  z.strictObject({ text: z.string().max(200) }),
  z.strictObject({
    raster: z
      .strictObject({
        width: z.number().int().min(8).max(RASTER_MAX_DOTS).multipleOf(8),
        height: z.number().int().min(1).max(RASTER_MAX_ROWS),
        /** base64 of height rows of width / 8 bytes, the leftmost dot in the high bit, 1 = black. */
        data: z.string().max(400_000),
      })
      .refine((raster) => base64Bytes(raster.data) === (raster.width / 8) * raster.height, {
        message: 'data must hold height rows of width / 8 bytes',
        path: ['data'],
      }),
  }),
]);
export type PrintBlock = z.infer<typeof printBlock>;

export const printRequest = z
  .strictObject({
    id: requestId,
    type: z.literal('print'),
    printer: printerAddress,
    /** Text lines laid out by packages/domain (42, 30, 32 or 20 columns). */
    lines: z.array(z.string().max(200)).max(2000).optional(),
    /** Bytes already encoded by the terminal (e.g. a raster image for scripts ESC/POS cannot encode), base64. */
    raw: z.string().max(4_000_000).optional(),
    /** Text lines and raster images in order (a receipt with lines no code page holds, issue 19 §5). */
    blocks: z.array(printBlock).max(2000).optional(),
    cut: z.boolean().default(true),
    drawer: z.boolean().default(false),
  })
  .refine((value) => value.lines !== undefined || value.raw !== undefined || value.blocks !== undefined, {
    message: 'lines, blocks or raw is required',
    path: ['lines'],
  });

export const drawerRequest = z.strictObject({ id: requestId, type: z.literal('drawer'), printer: printerAddress });

/**
 * The details of a 'Scales error' answer: seed 001 §8's two, and the NCI scale's status (docs/decisions.md §62).
 * The terminal shows each in the employee's language.
 */
export const SCALE_ERROR = {
  connect: 'Can not connect to scales',
  unit: 'Weight should be in lb',
  motion: 'The scale is in motion',
  under: 'The weight is under the scale capacity',
  over: 'The weight is over the scale capacity',
} as const;
export type ScaleErrorKind = keyof typeof SCALE_ERROR;

export const weightRequest = z.strictObject({
  id: requestId,
  type: z.literal('weight'),
  /** The terminal's scale setting; seed 001 §7.8 default COM1. */
  port: z.string().min(1).max(100).default('COM1'),
  /**
   * Serial framing: the seeds' 8 data bits, no parity, 1 stop bit, or 7 data bits, even parity, 1 stop bit (the NCI
   * protocol's default); the terminal setting scale_framing (docs/decisions.md §62).
   */
  framing: z.enum(['8N1', '7E1']).default('8N1'),
});

/** The last jobs the helper printed, newest first (the terminal's Settings shows the last receipt from them). */
export const jobsRequest = z.strictObject({ id: requestId, type: z.literal('jobs') });

export const printHelperRequest = z.union([printRequest, drawerRequest, weightRequest, jobsRequest]);
export type PrintHelperRequest = z.infer<typeof printHelperRequest>;

/** A job as the printer printed it: the text read back from the ESC/POS bytes the helper sent. */
export const printedJob = z.object({
  at: z.string(),
  /** host:port of the printer. */
  printer: z.string(),
  text: z.string(),
  cut: z.boolean(),
  drawer: z.boolean(),
  /** A raster image (Hindi, Chinese): the text carries a marker line where it prints. */
  image: z.boolean(),
});
export type PrintedJob = z.infer<typeof printedJob>;

export const printHelperAnswer = z.union([
  z.object({
    id: z.string(),
    ok: z.literal(true),
    weight: z.string().optional(),
    unit: z.literal('lb').optional(),
    jobs: z.array(printedJob).optional(),
  }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string(), detail: z.string().optional() }),
]);
export type PrintHelperAnswer = z.infer<typeof printHelperAnswer>;
