import {
  giftCardCreateRequest,
  giftCardPatchRequest,
  giftCardPaymentsQuery,
  giftCardQuery,
  giftCardTransactionRequest,
} from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { callerOf } from '../http/auth.ts';
import { parseInput } from '../http/errors.ts';
import {
  giftCardCreate,
  giftCardFind,
  giftCardRecord,
  giftCardToWire,
  giftCardsPatch,
} from '../services/gift-cards.ts';

/** Gift card calls of seeds 001 §7.2 and 002 §7, scoped by the caller's store. */
export function giftCardRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/gift-card/', async (request) => {
    const { storeId } = callerOf(request);
    const card = await giftCardFind(db, storeId, parseInput(giftCardQuery, request.query, 'query'));
    return giftCardToWire(db, card);
  });

  app.post('/api/gift-card/', async (request) => {
    return giftCardCreate(db, callerOf(request), parseInput(giftCardCreateRequest, request.body));
  });

  app.patch('/api/gift-card/', async (request) => {
    const { storeId } = callerOf(request);
    return { results: await giftCardsPatch(db, storeId, parseInput(giftCardPatchRequest, request.body)) };
  });

  app.get('/api/gift-card-payments/', async (request) => {
    const { storeId } = callerOf(request);
    const card = await giftCardFind(db, storeId, parseInput(giftCardPaymentsQuery, request.query, 'query'));
    return { results: (await giftCardToWire(db, card)).payments };
  });

  app.post('/api/gift-card-payments/record/', async (request) => {
    return giftCardRecord(db, callerOf(request), parseInput(giftCardTransactionRequest, request.body));
  });
}
