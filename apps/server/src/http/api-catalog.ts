import * as c from '@opentill/contracts';
import { z } from 'zod';

/** One endpoint of the back office: the single list that feeds OpenAPI (/api/docs) and docs/api.md. */
export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  auth: 'none' | 'token' | 'none, rate-limited';
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  errors: string;
}

const E400 = '400 invalid input {error, field, message}';
const E401 = '401 without a valid token';

export const API_ENDPOINTS: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    summary: 'Version, database kind, uptime',
    answer: c.healthResponse,
    errors: '503 database unavailable',
  },
  {
    method: 'POST',
    path: '/api/terminal/verify/',
    auth: 'none, rate-limited',
    summary: 'Link a terminal with a 6-digit code (single use, 10 minutes)',
    body: c.verifyRequest,
    answer: c.verifyResponse,
    errors: `${E400}; 404 invalid_code; 429 rate_limited with Retry-After after 10 wrong codes per address, or 100 from all addresses, in 10 minutes`,
  },
  {
    method: 'GET',
    path: '/api/config/',
    auth: 'token',
    summary: 'Terminal, currency, store (with pin_salt), taxes, store terminals',
    answer: c.configResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/sections/',
    auth: 'token',
    summary: 'Sections with their table ids',
    answer: c.sectionsResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/tables/',
    auth: 'token',
    summary: 'Tables with positions',
    answer: c.tablesResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/categories/',
    auth: 'token',
    summary: 'Categories',
    answer: c.categoriesResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/employees/',
    auth: 'token',
    summary: 'Employees with uid (PIN hash), never the PIN',
    answer: c.employeesResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/discounts/',
    auth: 'token',
    summary: 'Discount presets',
    answer: c.discountsResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/products/',
    auth: 'token',
    summary: 'Products, 100 a page (?page from 1), next link',
    query: c.pageQuery,
    answer: c.productsResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/countries',
    auth: 'token',
    summary: 'Map of country code to name',
    answer: c.countriesResponse,
    errors: E401,
  },
  {
    method: 'GET',
    path: '/api/states',
    auth: 'token',
    summary: 'States and provinces',
    answer: c.statesResponse,
    errors: E401,
  },
  {
    method: 'POST',
    path: '/api/orders/sync/',
    auth: 'token',
    summary:
      'Upload an order or a list (max 200): exactly once by (store, local_id); answer always a list of saved orders',
    body: c.ordersSyncRequest,
    answer: c.ordersSyncResponse,
    errors: `${E400} (unknown fields refused; ids of another store: unknown_reference; totals_mismatch, payment_mismatch, refund_without_original, refund_exceeded, duplicate_local_id); 409 order_final; 413 over 4 MB; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/orders/',
    auth: 'token',
    summary: 'Active order ids -> open and held orders plus the listed ones',
    body: c.activeOrdersRequest,
    answer: c.activeOrdersResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/orders/lock/',
    auth: 'token',
    summary:
      'Take (take true) or release the lock of an order for this terminal; takeover true takes a stale lock (holder unseen 3 min)',
    body: c.orderLockRequest,
    answer: c.orderLockResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/orderlist',
    auth: 'token',
    summary: 'Orders by ?status, 20 a page (?page), newest first; or ?id; or ?short_number (3-042, issue 15 §4)',
    query: c.orderListQuery,
    answer: c.orderListResponse,
    errors: `${E400}; 404 for an id or short number of no order of the store; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/online/orderlist',
    auth: 'token',
    summary: 'Online orders (type 1) by ?status',
    query: c.onlineOrderListQuery,
    answer: c.onlineOrderListResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/orders/recent',
    auth: 'token',
    summary: 'The 50 most recently closed orders',
    answer: c.recentOrdersResponse,
    errors: E401,
  },
  {
    method: 'POST',
    path: '/api/orderlive/refundorder',
    auth: 'token',
    summary: 'Reject a paid online order: status 5',
    body: c.refundOrderRequest,
    answer: c.refundOrderResponse,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/shifts/sync/',
    auth: 'token',
    summary: "The calling terminal's open shift, or null",
    answer: c.currentShiftResponse,
    errors: E401,
  },
  {
    method: 'POST',
    path: '/api/shifts/sync/',
    auth: 'token',
    summary: 'Upsert a shift by (store, local_id); the terminal is the caller',
    body: c.shiftSyncRequest,
    answer: c.shiftSyncResponse,
    errors: `${E400}; 409 shift_closed for a different body of a closed shift; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/add-timeclock/',
    auth: 'token',
    summary: 'Toggle the employee clock in/out',
    body: c.timeClockRequest,
    answer: c.timeClockResponse,
    errors: `${E400}; 404 employee of another store; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/tablepositions/',
    auth: 'token',
    summary: 'Save moved tables (all of the store or none)',
    body: c.tablePositionsRequest,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/terminal/status',
    auth: 'token',
    summary:
      'The calling terminal reports its outbox size (after each sync and each minute); the server notes it as last seen (204)',
    body: c.terminalStatusRequest,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/daysummary/',
    auth: 'token',
    summary:
      "Business-day figures as the terminal's Z report computes them (domain endOfDayFigures: sales without tax or gift cards sold, refunds, tax, tips, tenders, card brands, gift cards paid in and out; ?date=YYYY-MM-DD, default today from store start_time)",
    query: c.daySummaryQuery,
    answer: c.daySummaryResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/customers/list/',
    auth: 'token',
    summary: 'Customers, 50 a page (?page from 1, ?search)',
    query: c.customersListQuery,
    answer: c.customersListResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/customer-add/',
    auth: 'token',
    summary:
      'Add or update a customer (by id, or upsert by local_id) with addresses (an address upserted by its local_id)',
    body: c.customerInput,
    answer: c.customerAddResponse,
    errors: `${E400} (also a country not in /api/countries, a US state not in /api/states); 404 id of another store; ${E401}`,
  },
  {
    method: 'DELETE',
    path: '/api/address/{id}/',
    auth: 'token',
    summary: 'Delete an address',
    answer: c.addressDeleteResponse,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/gift-card/',
    auth: 'token',
    summary: 'A card by ?gift_card_number or ?id, with its payments',
    query: c.giftCardQuery,
    answer: c.giftCard,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/gift-card/',
    auth: 'token',
    summary:
      'Create a card or add credit (recorded as a credit payment; a retry with the same local_id and body is answered, not repeated)',
    body: c.giftCardCreateRequest,
    answer: c.giftCardCreateResponse,
    errors: `${E400} (store_mismatch when store is not the token's; credit_limit past GIFT_CARD_CREDIT_LIMIT; demo_limit; order of another store: unknown_reference); 409 local_id_conflict (local_id used for another transaction); ${E401}`,
  },
  {
    method: 'PATCH',
    path: '/api/gift-card/',
    auth: 'token',
    summary: 'Set is_expired on the selected cards',
    body: c.giftCardPatchRequest,
    answer: c.giftCardPatchResponse,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'GET',
    path: '/api/gift-card-payments/',
    auth: 'token',
    summary: "A card's payment history (?gift_card_number), newest first",
    query: c.giftCardPaymentsQuery,
    answer: c.giftCardPaymentsResponse,
    errors: `${E400}; 404; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/gift-card-payments/record/',
    auth: 'token',
    summary:
      'SALE debits, VOID/RETURN credit; serialized per card; never below zero; a retry with the same local_id and body gets the first answer',
    body: c.giftCardTransactionRequest,
    answer: c.giftCardTransactionResponse,
    errors: `${E400} (insufficient_credit, gift_card_expired, credit_limit, demo_limit; order of another store: unknown_reference); 409 local_id_conflict (local_id used for another card, amount, kind or order); 404; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/card-b/{type}/{endpoint}',
    auth: 'token',
    summary:
      "Card terminal B (Dejavoo SPIn) through the back office: endpoint Sale, Return, Void, Status or AbortTransaction of the calling terminal's payment type; the seeds' body object, to which the server adds the register's Tpn and Authkey; SPIn's answer (business errors with HTTP 200) without credentials, CardData only CardType, EntryType, Last4",
    body: c.cardProxyRequest,
    errors: `${E400} (a Tpn or Authkey in the body, ReferenceId not 1-50 letters and digits, an amount with more than 2 decimals, no positive Amount for Sale/Return/Void); 404 (not a card B type of this terminal); 409 card_b_disabled (dejavoo_test off), card_b_not_configured; 502 card_terminal_unreachable (nothing sent), card_terminal_lost and 504 card_terminal_timeout (outcome unknown); 429; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/customer-display/write-sync-message/',
    auth: 'token',
    summary: 'Open a pairing exchange (no key) or answer one (key); JSON or form fields',
    body: c.writeSyncMessageRequest,
    answer: c.writeSyncMessageResponse,
    errors: `${E400}; ${E401}; 429 over 30 a minute per terminal`,
  },
  {
    method: 'POST',
    path: '/api/customer-display/get-sync-message/',
    auth: 'token',
    summary: 'Read a pairing exchange by key',
    body: c.getSyncMessageRequest,
    answer: c.getSyncMessageResponse,
    errors: `${E400}; ${E401}`,
  },
  {
    method: 'POST',
    path: '/api/customer-display/offer/',
    auth: 'none, rate-limited',
    summary:
      "The customer display (no token): its terminal's fresh offer, by connection code and the pairing key the terminal shows (decisions §58)",
    body: c.displayOfferRequest,
    answer: c.displayOfferResponse,
    errors: `${E400}; 404 invalid_code (code and pairing key name no terminal's latest sync message); 429 after 10 wrong a 10 minutes per address, 300 from all, or 90 calls a minute per address`,
  },
  {
    method: 'POST',
    path: '/api/customer-display/answer/',
    auth: 'none, rate-limited',
    summary: "The customer display's answer to the offer under key (decisions §58)",
    body: c.displayAnswerRequest,
    answer: c.displayAnswerResponse,
    errors: `${E400}; 404 invalid_code; 409 offer_gone (answered, replaced or older than 10 minutes); 429 as the offer`,
  },
  {
    method: 'POST',
    path: '/api/online/{store}/orders/',
    auth: 'none, rate-limited',
    summary:
      'Public online order: priced from the catalogue, pending (status 0, type 1); raises orders-event fetchPendingOrder',
    body: c.onlineOrderRequest,
    answer: c.onlineOrderResponse,
    errors: `${E400}; 404 store; 429 over 30 a minute per address or 120 a minute per store`,
  },
  {
    method: 'POST',
    path: '/api/online/{store}/curbside/',
    auth: 'none, rate-limited',
    summary: 'Customer arrived: raises curbsideorder-pickup-event',
    body: c.curbsideArrivalRequest,
    answer: c.curbsideArrivalResponse,
    errors: `${E400}; 404; 429`,
  },
  {
    method: 'GET',
    path: '/api/order/{store}/menu/',
    auth: 'none, rate-limited',
    summary:
      "Ordering page (decisions §63): the store, its languages and hours, later times, online dining options, categories with the products not 86'd and their modifier groups (cents)",
    answer: c.orderingMenuResponse,
    errors: `${E400}; 404 store; 429 over 60 a minute per address`,
  },
  {
    method: 'GET',
    path: '/api/order/geo/',
    auth: 'none, rate-limited',
    summary: 'Ordering page: the countries and states of /api/countries and /api/states',
    answer: c.orderingGeoResponse,
    errors: '429 over 60 a minute per address',
  },
  {
    method: 'POST',
    path: '/api/order/{store}/orders/',
    auth: 'none, rate-limited',
    summary:
      'Ordering page: place an order through the online intake (priced from the catalogue; posted prices ignored; modifier min/max, hours, address checked); a filled honeypot saves nothing',
    body: c.orderingOrderRequest,
    answer: c.orderingStatusResponse,
    errors: `${E400}; 404 store; 413 over 64 KB; 429 over 10 a minute per address or 120 a minute per store`,
  },
  {
    method: 'GET',
    path: '/api/order/{store}/orders/{key}/',
    auth: 'none, rate-limited',
    summary: 'Ordering page: the order of this key as its customer sees it (received, accepted, ready, rejected)',
    answer: c.orderingStatusResponse,
    errors: `${E400}; 404; 429 over 60 a minute per address`,
  },
  {
    method: 'GET',
    path: '/api/order/{store}/orders/{key}/live/',
    auth: 'none, rate-limited',
    summary: 'Ordering page: Server-Sent Events, `status` with the answer above on connect and on each change',
    errors: `${E400}; 404; 429 over 30 a minute or 10 open per address`,
  },
  {
    method: 'POST',
    path: '/api/order/{store}/orders/{key}/here/',
    auth: 'none, rate-limited',
    summary: "Ordering page: I'm here (car model, colour, parking number); raises curbsideorder-pickup-event",
    body: c.orderingHereRequest,
    answer: c.orderingHereResponse,
    errors: `${E400}; 404; 409 rejected; 429 over 10 a minute per address or 3 per order in 10 minutes`,
  },
  {
    method: 'GET',
    path: '/api/realtime',
    auth: 'token',
    summary:
      'WebSocket (token as ?token=): store events {channel, event, cursor, data}; send {type: resume, cursor} to replay',
    answer: c.realtimeMessage,
    errors: '401 without token; 403 foreign Origin',
  },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The OpenAPI 3.1 document served at /api/docs/json, generated from the contracts. */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of API_ENDPOINTS) {
    const query = endpoint.query
      ? (jsonSchema(endpoint.query, 'input') as { properties?: Record<string, unknown> })
      : undefined;
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = {
      summary: endpoint.summary,
      description: `Auth: ${endpoint.auth}. Errors: ${endpoint.errors}.`,
      security: endpoint.auth === 'token' ? [{ token: [] }] : [],
      parameters: [
        ...Object.keys(query?.properties ?? {}).map((name) => ({
          name,
          in: 'query',
          schema: query?.properties?.[name],
        })),
        ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
          name: match[1],
          in: 'path',
          required: true,
          schema: { type: 'integer' },
        })),
      ],
      ...(endpoint.body
        ? { requestBody: { content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
        : {}),
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: endpoint.answer ? jsonSchema(endpoint.answer, 'output') : {} } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'OpenTill back office', version },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <api_token>' },
      },
    },
    paths,
  };
}
