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

export const printRequest = z
  .strictObject({
    id: requestId,
    type: z.literal('print'),
    printer: printerAddress,
    /** Text lines laid out by packages/domain (42, 30, 32 or 20 columns). */
    lines: z.array(z.string().max(200)).max(2000).optional(),
    /** Bytes already encoded by the terminal (e.g. a raster image for scripts ESC/POS cannot encode), base64. */
    raw: z.string().max(4_000_000).optional(),
    cut: z.boolean().default(true),
    drawer: z.boolean().default(false),
  })
  .refine((value) => value.lines !== undefined || value.raw !== undefined, {
    message: 'lines or raw is required',
    path: ['lines'],
  });

export const drawerRequest = z.strictObject({ id: requestId, type: z.literal('drawer'), printer: printerAddress });

export const weightRequest = z.strictObject({
  id: requestId,
  type: z.literal('weight'),
  /** The terminal's scale setting; seed 001 §7.8 default COM1. */
  port: z.string().min(1).max(100).default('COM1'),
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
