import { API_ENDPOINTS } from './api-catalog.ts';

const DECISIONS = `
## Conventions and decisions

- All paths are under \`{base}/api\`; only HTTP 200 is success. Every error answers JSON \`{error, field?, message}\`
  (\`packages/contracts/src/api-error.ts\`); \`field\` is the dotted path of the first bad field, e.g. \`0.items.2.price\`.
- Auth: \`Authorization: Token <api_token>\` (from \`POST /api/terminal/verify/\`). The store and the terminal come
  from the token only, never from a body or a path. An id of another store's row answers 404 (lookups) or 400
  \`unknown_reference\` (ids inside an upload) and writes nothing. Tokens are revocable (401 afterwards).
- Demo mode (env \`DEMO_MODE\`, default on with the embedded database, off with \`DATABASE_URL\`): a request with no
  Authorization header, or with \`Token demo\`, acts for the demo store (marked \`stores.demo\`; store 1 of a fresh
  database), as the terminal named by the \`X-Demo-Terminal\` header (one of the demo store's) or its first terminal.
  Every other store needs a token. With demo mode off both get 401.
- Numbers on the wire are decimals (amounts ≤ 2 decimals, quantities ≤ 3), finite and within ±1e9 (quantities
  ±1e6); negative amounts are valid (refunds). NaN/Infinity cannot be sent in JSON and a body carrying them is
  malformed JSON: 400. The server keeps money in integer cents.
- Unknown fields in uploaded orders, items, modifiers, payments, shifts, customers and request bodies are refused
  with 400 (a misspelt field must not be dropped silently); nested catalogue copies (tax_rates, special prices)
  are stripped of unknown keys.
- Lists answer \`{results}\`; paged lists \`{results, next}\` where \`next\` is the relative URL (under /api) of the next
  page, or null at the end. Pages start at 1. Page sizes: products 100, order list 20, customers 50.
- \`POST /api/orders/sync/\` answers a list even for a single order. A batch of orders none of which is stored yet
  is inserted in one transaction (all or nothing for the batch); otherwise each order is saved in its own
  transaction with its items and payments, upserted by (store, local_id); items and payments by their local_id
  inside the order (lines missing from a new upload of an open order are removed). A retry of the same body changes nothing and answers the same ids and number. A different body for an
  order stored as completed, cancelled or refunded (3, 4, 5) is refused with 409 \`order_final\`, with one exception
  (seed 001 §4 Refund): an original order (no reference_order) stored as completed or refunded may be set to
  refunded (5) with its partial-refund marks (isFullyRefund, items' isPartialRefund, locked_by, updated_at), every
  other field as stored. Each order's totals are recomputed from its lines (packages/domain orderTotals, the
  terminal's rules; a refund's are allocated from what its sale charged, domain refundOrderTotals, docs/decisions.md §41):
  a total that differs (even by a cent) is 400 naming it (\`0.grand_total\`, \`totals_mismatch\`). Payments
  must match the total (\`payment_mismatch\`): a completed or refunded order is paid in full, nothing is paid
  beyond the total, change only on a sale paid with a cash-type payment type (amount_paid = amount + change). Money
  goes back only through a refund (\`refund_without_original\` otherwise): an order with reference_order naming a
  completed or refunded sale of the store (its server id, or the local id of a stored order or one of the same
  batch; \`unknown_reference\` otherwise), status 5, each line's order_refund_item naming an item of that sale,
  never more than is left of it after earlier refunds, by quantity, by amount and per payment type
  (\`refund_exceeded\`). Item and payment local_ids are unique within an order (\`duplicate_local_id\`). Payments'
  processor_response, processor_refund_response, cardholder_name, auth_code, card_type, entry_type and
  approval_message are scrubbed of card numbers, track data and card fields before anything is stored. These and
  the reference checks run for the whole batch before anything is written. Order numbers come from a per-store
  counter row (locked per store, so stores never wait on each other). Body limit 4 MB (413 above), 200 orders
  and 500 items per order at most (400).
- \`GET /api/shifts/sync/\` answers the JSON \`null\` when the calling terminal has no open shift.
- Gift card transaction kinds (seed 001 §3): SALE 1 debits the card, VOID 2 and RETURN 3 credit it back; the
  history records 1 credit / 2 debit. The card row is locked for each change, so concurrent debits run one after
  the other; the balance never goes below zero (400 \`insufficient_credit\`, and a CHECK constraint).
- Realtime: WebSocket \`/api/realtime?token=<api_token>\` (no token in demo mode). Browsers must come from the
  server's own origin or one listed in \`ALLOWED_ORIGINS\` (403 otherwise). Messages:
  \`{channel, event, cursor, data}\` with channel \`{host first label}-{store id or demo}-channel\` and events
  \`hello\` (once, on connect), \`orders-event\` \`{instance_id, call, order_ids}\` (call \`fetchPendingOrder\` for a
  new online order), \`new-version\`, \`curbsideorder-pickup-event\` \`{order_id, car_model, car_color,
  parking_number}\`. Send \`{"type":"resume","cursor":"<last cursor>"}\` to receive what was missed (up to 1000;
  5 resumes a minute per connection and 60 per client address, past either the socket closes with 1008).
  Instances share events through PostgreSQL LISTEN/NOTIFY.
- OpenAPI: \`/api/docs\` (UI) and \`/api/docs/json\`, generated from the same catalogue as this page.
`;

/** docs/api.md, generated from the endpoint catalogue (npm run docs:api -w apps/server); a test keeps it current. */
export function apiMarkdown(): string {
  const rows = API_ENDPOINTS.map((e) => `| ${e.method} | \`${e.path}\` | ${e.auth} | ${e.summary} | ${e.errors} |`);
  return [
    '# API',
    '',
    'Generated from `apps/server/src/http/api-catalog.ts` (`npm run docs:api -w apps/server`); request and answer',
    'shapes are the zod contracts in `packages/contracts`, also served as OpenAPI at `/api/docs/json`.',
    '',
    '| method | path | auth | what | errors |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    DECISIONS,
  ].join('\n');
}
