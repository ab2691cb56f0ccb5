/**
 * The card proxy of terminal B (issue 19 §2): the terminal posts the seeds' `body` object (seed 001 §7.6) to
 * POST /api/card-b/{payment type id}/{endpoint}; the back office adds the register's Tpn and Authkey and calls
 * Dejavoo SPIn. The body may not carry Tpn or Authkey (the browser never holds them): a strict object refuses them.
 */
import { z } from 'zod';

/** The SPIn calls the proxy relays (reference devices.md: POST /v2/Payment/{endpoint}). */
export const CARD_PROXY_ENDPOINTS = ['Sale', 'Return', 'Void', 'Status', 'AbortTransaction'] as const;
export type CardProxyEndpoint = (typeof CARD_PROXY_ENDPOINTS)[number];
export const cardProxyEndpoint = z.enum(CARD_PROXY_ENDPOINTS);

/** SPIn ReferenceId: 1 to 50 letters and digits, unique in the batch. */
export const SPIN_REFERENCE = /^[A-Za-z0-9]{1,50}$/;
export const spinReferenceId = z.string().regex(SPIN_REFERENCE, 'must be 1 to 50 letters and digits');

/** Dollars with at most two decimals, as SPIn reads them; checked on the text so 0.1 + 0.2 is refused. */
const spinDollars = z
  .number()
  .min(0)
  .max(999_999.99)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'must have at most 2 decimals');

export const SPIN_PAYMENT_TYPES = ['Credit', 'Debit', 'EBT_Food', 'EBT_Cash', 'Card', 'Cash', 'Check', 'Gift'] as const;
const receiptChoice = z.enum(['No', 'Both', 'Merchant', 'Customer']);

/** The SPIn processor time-out the terminal asks for, in seconds; the proxy waits a little longer, the terminal longer still. */
export const SPIN_PROXY_TIMEOUT_S = 60;

export const cardProxyBody = z.strictObject({
  /** Dollars, the tip included (SPIn Amounts.Amount); positive for Sale, Return and Void. */
  Amount: spinDollars.optional(),
  TipAmount: spinDollars.optional(),
  PaymentType: z.enum(SPIN_PAYMENT_TYPES),
  ReferenceId: spinReferenceId,
  InvoiceNumber: z.string().max(50).optional(),
  PrintReceipt: receiptChoice.optional(),
  GetReceipt: receiptChoice.optional(),
  CaptureSignature: z.boolean().optional(),
  GetExtendedData: z.boolean().optional(),
  CallbackInfo: z.strictObject({ Url: z.string().max(500) }).optional(),
  SPInProxyTimeout: z.number().int().min(10).max(300).optional(),
  CustomFields: z.record(z.string().max(40), z.string().max(200)).optional(),
});
export type CardProxyBody = z.infer<typeof cardProxyBody>;

/** POST /api/card-b/:type/:endpoint body. */
export const cardProxyRequest = z.strictObject({ body: cardProxyBody });
export type CardProxyRequest = z.infer<typeof cardProxyRequest>;

export const cardProxyParams = z.strictObject({
  type: z.coerce.number().int().positive(),
  endpoint: cardProxyEndpoint,
});

/**
 * The proxy's answers besides SPIn's own (HTTP 200 with GeneralResponse, passed on without Tpn or Authkey):
 * 502 card_terminal_unreachable (the request never left: nothing charged), 502 card_terminal_lost (sent, answer lost
 * or not SPIn's), 504 card_terminal_timeout (sent, no answer in time). The last two leave the outcome unknown.
 */
export const CARD_PROXY_ERRORS = {
  unreachable: 'card_terminal_unreachable',
  lost: 'card_terminal_lost',
  timeout: 'card_terminal_timeout',
} as const;
