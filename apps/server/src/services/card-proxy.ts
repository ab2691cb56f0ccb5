/**
 * Card terminal B through our proxy (issue 19 §2): the payment type of the calling terminal (behaviour 5, in the
 * caller's store) gives the SPIn endpoint of its mode and the register's Tpn and sealed Authkey; the body the terminal
 * sent goes on flat with them. What comes back is SPIn's answer without any credential or card field beyond the ones a
 * payment keeps. Nothing here logs a body: a Sale carries no card number, but an answer might.
 */
import {
  CARD_PROXY_ERRORS,
  SPIN_PROXY_TIMEOUT_S,
  type CardProxyBody,
  type CardProxyEndpoint,
} from '@opentill/contracts';
import { terminalSetting } from '@opentill/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentTypes, terminals } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { secretOpen } from './secret-box.ts';

/** Dejavoo's endpoints (reference devices.md); the environment may point them elsewhere (a simulator, a mirror). */
export const SPIN_ENDPOINTS = {
  test: 'https://test.spinpos.net/spin/v2/Payment',
  production: 'https://api.spinpos.net/v2/Payment',
} as const;
export type SpinMode = keyof typeof SPIN_ENDPOINTS;

export interface CardProxyOptions {
  /** Added to the body's SPInProxyTimeout before the proxy gives up on a Sale, Return or Void (default 10 s). */
  marginMs?: number;
  /** Status and AbortTransaction answer at once on SPIn; the proxy waits this long (default 30 s). */
  quickMs?: number;
  fetch?: typeof fetch;
}

/** The SPIn base URL of a payment type: production is Dejavoo's; test is the type's url (a sandbox or a simulator). */
export function spinBaseUrl(mode: string | null, url: string | null): string {
  if (mode === 'production') return process.env.SPIN_PRODUCTION_URL ?? SPIN_ENDPOINTS.production;
  return url || process.env.SPIN_TEST_URL || SPIN_ENDPOINTS.test;
}

/** Card data a payment keeps (last four, brand, entry) and the rest of SPIn's answer; never a credential. */
const CARD_KEPT = new Set(['CardType', 'EntryType', 'Last4']);
const CREDENTIALS = new Set(['tpn', 'authkey', 'registerid']);

function answerCleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(answerCleaned);
  if (value === null || typeof value !== 'object') return value;
  const cleaned: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (CREDENTIALS.has(key.toLowerCase())) continue;
    if (key === 'CardData' && inner && typeof inner === 'object') {
      cleaned[key] = Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).filter(([name]) => CARD_KEPT.has(name)),
      );
      continue;
    }
    cleaned[key] = answerCleaned(inner);
  }
  return cleaned;
}

interface Register {
  base: string;
  tpn: string;
  authkey: string;
}

async function registerOf(db: Database, storeId: number, terminalId: number, typeId: number): Promise<Register> {
  const [row] = await db
    .select({
      behavior: paymentTypes.behavior,
      url: paymentTypes.url,
      mode: paymentTypes.spinMode,
      tpn: paymentTypes.spinTpn,
      sealed: paymentTypes.spinAuthkeySealed,
      settings: terminals.dbSettings,
    })
    .from(paymentTypes)
    .innerJoin(terminals, eq(terminals.id, paymentTypes.terminalId))
    .where(
      and(eq(paymentTypes.id, typeId), eq(paymentTypes.storeId, storeId), eq(paymentTypes.terminalId, terminalId)),
    );
  // Another store's or another terminal's type is not found, as if it did not exist.
  if (!row || row.behavior !== 5) throw notFound('Card terminal B payment type');
  // seed 001 §7.6: integration B is used only when the terminal setting dejavoo_test is true.
  if (terminalSetting(row.settings, 'dejavoo_test') !== 'true')
    throw new HttpError(
      409,
      'card_b_disabled',
      'dejavoo_test: card terminal B is off on this terminal',
      'dejavoo_test',
    );
  const authkey = row.sealed ? secretOpen(row.sealed) : null;
  if (!row.tpn || !authkey)
    throw new HttpError(
      409,
      'card_b_not_configured',
      'spin_tpn: the back office holds no Tpn and Authkey for this payment type',
      'spin_tpn',
    );
  return { base: spinBaseUrl(row.mode, row.url), tpn: row.tpn, authkey };
}

export interface CardProxyAnswer {
  status: number;
  body: unknown;
}

/** One SPIn call for the caller's terminal: SPIn's answer (HTTP 200 business errors included) or a proxy error. */
export async function cardProxyCall(
  db: Database,
  caller: { storeId: number; terminalId: number },
  typeId: number,
  endpoint: CardProxyEndpoint,
  body: CardProxyBody,
  options: CardProxyOptions = {},
): Promise<CardProxyAnswer> {
  const register = await registerOf(db, caller.storeId, caller.terminalId, typeId);
  const waits = endpoint === 'Sale' || endpoint === 'Return' || endpoint === 'Void';
  const timeoutMs = waits
    ? (body.SPInProxyTimeout ?? SPIN_PROXY_TIMEOUT_S) * 1000 + (options.marginMs ?? 10_000)
    : (options.quickMs ?? 30_000);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text: string;
  try {
    const response = await (options.fetch ?? fetch)(`${register.base.replace(/\/+$/, '')}/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...body, Tpn: register.tpn, Authkey: register.authkey }),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted)
      return {
        status: 504,
        body: { error: CARD_PROXY_ERRORS.timeout, message: 'The card terminal did not answer in time' },
      };
    // A refused connection never carried the request: nothing was charged. Any other failure may follow the send.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? {
          status: 502,
          body: { error: CARD_PROXY_ERRORS.unreachable, message: 'The card terminal service could not be reached' },
        }
      : { status: 502, body: { error: CARD_PROXY_ERRORS.lost, message: 'The card terminal answer was lost' } };
  } finally {
    clearTimeout(timer);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    const general = (parsed as { GeneralResponse?: { StatusCode?: unknown } } | null)?.GeneralResponse;
    if (typeof general?.StatusCode !== 'string') throw new Error('not a SPIn answer');
    return { status: 200, body: answerCleaned(parsed) };
  } catch {
    return {
      status: 502,
      body: { error: CARD_PROXY_ERRORS.lost, message: 'The card terminal answer was not readable' },
    };
  }
}
