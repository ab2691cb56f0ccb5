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
  /** seed 002 §4: the transaction amount (cash: what was tendered; card: what was charged). */
  readonly transaction_amount: string;
  /** seed 002 §4: the change tender amount. */
  readonly change_tender_amount: string;
}

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
  | { readonly thank_you: true };

/** Display to terminal, on the BroadcastChannel only: a window asking for the current state, and its heartbeat. */
export type DisplayRequest = { readonly hello: string } | { readonly bye: string };

/** The BroadcastChannel both windows of one PC share (same origin). */
export const DISPLAY_BROADCAST = 'opentill-customer-display';
/** The local display says hello this often; the terminal counts it gone after three missed. */
export const DISPLAY_HEARTBEAT_MS = 2000;
