/**
 * What the display shows, from the terminal's messages (issue 20 §2): the idle screen (the store's logo), the order
 * as it is built, the tip and signature asked at checkout, the sale (cash: tendered and change; card: approved), then
 * the thank-you until the next order.
 * A reducer over the messages: nothing here computes a figure.
 */
import type {
  DisplayMessage,
  DisplayOrder,
  DisplaySale,
  DisplayStore,
  DisplayTipRequest,
} from '../../devices/customer-display/display-protocol.ts';

export interface DisplayView {
  store: DisplayStore | null;
  order: DisplayOrder | null;
  sale: DisplaySale | null;
  thanks: boolean;
  /** The checkout asks for a tip and a signature (issue 20 §6) until the customer answers. */
  tipRequest: DisplayTipRequest | null;
}

export const VIEW_EMPTY: DisplayView = { store: null, order: null, sale: null, thanks: false, tipRequest: null };
/** The thank-you stays this long, then the idle screen (decided). */
export const THANKS_MS = 8000;

export function displayViewNext(view: DisplayView, message: DisplayMessage): DisplayView {
  if ('store' in message) return { ...view, store: message.store };
  if ('order' in message) {
    const order = message.order;
    // A new order with lines ends the thank-you; an order emptied or closed leaves what is shown of the sale.
    return order && order.lines.length > 0 && !view.sale ? { ...view, order, thanks: false } : { ...view, order };
  }
  if ('sale' in message) return { ...view, sale: message.sale, thanks: false };
  if ('thank_you' in message) return { ...view, sale: null, thanks: true };
  if ('tip_request' in message) return { ...view, tipRequest: message.tip_request };
  return view;
}

export type Screen = 'idle' | 'order' | 'tip' | 'sale' | 'thanks';

export function displayScreen(view: DisplayView): Screen {
  if (view.sale) return 'sale';
  if (view.thanks) return 'thanks';
  if (view.tipRequest) return 'tip';
  if (view.order && view.order.lines.length > 0) return 'order';
  return 'idle';
}
