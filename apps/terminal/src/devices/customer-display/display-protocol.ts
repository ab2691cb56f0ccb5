/**
 * What the terminal tells the customer display (seed 002 §4 "Messages sent over the channel (JSON): the order, a
 * display-open flag, or a sale with a cash flag, transaction amount and change tender amount"), over the WebRTC data
 * channel or, on one PC, a BroadcastChannel (issue 20 §4). Every amount is text the terminal formatted from
 * packages/domain's figures: the display shows it and computes nothing (issue 20 §2). Only what a customer may see
 * goes here: no employee, no other order, no notes (decisions §58). Imported by the display's own bundle: keep it
 * free of imports.
 */

/** One line as the customer sees it. */
export interface DisplayLine {
  readonly id: string;
  readonly name: string;
  /** "2", "0.5". */
  readonly quantity: string;
  readonly modifiers: readonly { readonly name: string; readonly price: string | null }[];
  /** The item discount as shown ("-$1.00"), or null. */
  readonly discount: string | null;
  /** The line amount (domain LineFigures.amount). */
  readonly amount: string;
}

/** The order on the terminal (domain OrderFigures, formatted). */
export interface DisplayOrder {
  readonly lines: readonly DisplayLine[];
  readonly subtotal: string;
  /** The order discount ("-$2.00") or null. */
  readonly discount: string | null;
  readonly tax: string;
  readonly tips: string | null;
  readonly total: string;
  /** Paid so far, or null before any payment. */
  readonly paid: string | null;
  /** What is still to pay. */
  readonly balance: string;
}

export interface DisplaySale {
  /** seed 002 §4: the cash flag. */
  readonly cash: boolean;
  /** seed 002 §4: the transaction amount (cash: what was tendered; card: what was charged), a tip included. */
  readonly transaction_amount: string;
  /** seed 002 §4: the change tender amount. */
  readonly change_tender_amount: string;
  /** The customer's tip on this payment (issue 20 §6), or null. */
  readonly tip?: string | null;
}

/**
 * Issue 20 §6 (decisions §65): with receipt_tip_line or receipt_signature_line on, the checkout asks the customer, on
 * the display, for a tip (the terminal's suggestions, formatted) and a signature. `order` is echoed in the answer so an
 * answer for an order already gone is dropped.
 */
export interface DisplayTipRequest {
  readonly order: string;
  /** The suggestions to pick from (receipt_tip_line); empty when only a signature is asked. */
  readonly options: readonly { readonly percent: number; readonly tip: string; readonly total: string }[];
  /** What is to pay before a tip. */
  readonly total: string;
  readonly signature: boolean;
}

/** Display to terminal: the customer's choice (0 % is no tip) and the signature as an SVG path in a 1000x400 box. */
export interface DisplayTipChoice {
  readonly order: string;
  readonly percent: number;
  readonly signature: string | null;
}

/** The signature's drawing box (SVG viewBox 0 0 1000 400) and the most path text the terminal takes. */
export const SIGNATURE_BOX = { width: 1000, height: 400 } as const;
export const SIGNATURE_MAX_CHARS = 20_000;

export interface DisplayStore {
  readonly name: string;
  readonly logo: string | null;
  readonly background: string | null;
  /** The interface language the display follows ('en', 'de', 'zh-Hans'...). */
  readonly language: string;
}

/** Terminal to display: one of these per message. */
export type DisplayMessage =
  | { readonly terminal: number }
  | { readonly store: DisplayStore }
  | { readonly display_open: boolean }
  | { readonly order: DisplayOrder | null }
  | { readonly sale: DisplaySale }
  | { readonly thank_you: true }
  | { readonly tip_request: DisplayTipRequest | null };

/**
 * Display to terminal: the customer's tip and signature (data channel and BroadcastChannel); `closing` when staff
 * change the display's terminal, so the terminal marks it disconnected and clears the code (seed 002 §4) instead of
 * waiting for it to come back.
 */
export type DisplayReply = { readonly tip_choice: DisplayTipChoice } | { readonly closing: true };

/** Display to terminal on the BroadcastChannel: a window asking for the current state, its heartbeat, its replies. */
export type DisplayRequest = { readonly hello: string } | { readonly bye: string } | DisplayReply;

/** The BroadcastChannel both windows of one PC share (same origin). */
export const DISPLAY_BROADCAST = 'opentill-customer-display';
/** The local display says hello this often; the terminal counts it gone after three missed. */
export const DISPLAY_HEARTBEAT_MS = 2000;
