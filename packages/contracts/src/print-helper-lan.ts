import { z } from 'zod';
import { printHelperAnswer, printHelperRequest } from './print-helper.ts';

/**
 * The print helper as a LAN service (issue 19 §1, §7; docs/print-helper.md): a terminal proves it is one of the
 * store's by a pairing token, and reaches card devices that answer no CORS (card terminal A's pinpad) through the
 * helper's device relay, limited to the device addresses paired with that terminal.
 */

/** The WebSocket subprotocol the helper selects; the token rides in a second one (a browser cannot set headers). */
export const PRINT_HELPER_PROTOCOL = 'opentill';
/** Prefix of the subprotocol that carries the pairing token: `opentill-token.<token>`. */
export const PRINT_HELPER_TOKEN_PROTOCOL_PREFIX = 'opentill-token.';
/** A pairing token: 32 random bytes in base64url (43 characters), valid in a subprotocol name. */
export const PAIRING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The terminal setting (db_settings) that holds this terminal's pairing token. */
export const PRINT_HELPER_TOKEN_SETTING = 'print_helper_token';

const requestId = z.string().min(1).max(64);

/**
 * One HTTP POST relayed to a device on the LAN. The helper answers with the device's status and text, or says
 * whether the request left at all (`sent: false` when the connection was refused: nothing reached the device).
 */
export const deviceRequest = z.strictObject({
  id: requestId,
  type: z.literal('device'),
  url: z
    .string()
    .max(2000)
    .refine((value) => /^https?:\/\/[^/\s]+/i.test(value), { message: 'must be an http(s) address' }),
  body: z.string().max(65_536),
  contentType: z.enum(['text/xml', 'application/xml', 'text/plain']).default('text/xml'),
  /** The device's own time-out (card A: 180 s a sale, 60 s the rest); the terminal waits a little longer. */
  timeoutMs: z.number().int().min(50).max(300_000),
});
export type DeviceRequest = z.infer<typeof deviceRequest>;

/** The helper's printers as it last saw them (per-printer status). */
export const statusRequest = z.strictObject({ id: requestId, type: z.literal('status') });

export const printerStatus = z.object({
  /** host:port */
  printer: z.string(),
  /** Whether a TCP connection opened just now. */
  reachable: z.boolean(),
  lastJob: z.object({ at: z.string(), ok: z.boolean(), error: z.string().optional() }).nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatus>;

/** Everything a paired terminal may ask the helper. */
export const printHelperLanRequest = z.union([printHelperRequest, deviceRequest, statusRequest]);
export type PrintHelperLanRequest = z.infer<typeof printHelperLanRequest>;

export const deviceAnswer = z.union([
  z.object({ id: z.string(), ok: z.literal(true), status: z.number().int(), text: z.string() }),
  z.object({
    id: z.string(),
    ok: z.literal(false),
    error: z.string(),
    detail: z.string().optional(),
    /** false: the device was never reached (refused, not allowed); true or absent: it may have acted. */
    sent: z.boolean().optional(),
  }),
]);
export type DeviceAnswer = z.infer<typeof deviceAnswer>;

export const statusAnswer = z.object({ id: z.string(), ok: z.literal(true), printers: z.array(printerStatus) });
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const printHelperLanAnswer = z.union([deviceAnswer, statusAnswer, printHelperAnswer]);
export type PrintHelperLanAnswer = z.infer<typeof printHelperLanAnswer>;

/** GET /health: no token needed, nothing about the store's devices in it. */
export const printHelperHealth = z.object({
  ok: z.literal(true),
  service: z.literal('opentill-print-helper'),
  version: z.string(),
  uptimeSeconds: z.number().int(),
  /** How many terminals are paired (0: every print and relay request is refused). */
  pairedTerminals: z.number().int(),
});
export type PrintHelperHealth = z.infer<typeof printHelperHealth>;
