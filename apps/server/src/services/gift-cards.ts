import type { GiftCard, GiftCardPayment, GiftCardTransactionRequest } from '@opentill/contracts';
import type { giftCardCreateRequest, giftCardPatchRequest } from '@opentill/contracts';
import { DEMO_GIFT_CARD_COUNT, DEMO_GIFT_CARD_LIMIT, GIFT_CARD_CREDIT_LIMIT } from '@opentill/contracts';
import { centsFromDecimal } from '@opentill/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { giftCardPayments, giftCards, orders, stores } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { wireAmount } from './wire-format.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CardRow = typeof giftCards.$inferSelect;
type PaymentRow = typeof giftCardPayments.$inferSelect;

/** Who writes (apps/server http/auth.ts Caller): the store from the token; demo callers get the demo caps. */
export interface GiftCardCaller {
  storeId: number;
  demo: boolean;
}

const CREDIT = 1;
const DEBIT = 2;

function paymentToWire(row: typeof giftCardPayments.$inferSelect): GiftCardPayment {
  return {
    id: row.id,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    amount_paid: wireAmount(row.amountCents),
    transaction_balance: wireAmount(row.balanceCents),
    transaction_type: row.transactionType === DEBIT ? 2 : 1,
  };
}

export async function giftCardToWire(db: Pick<Database, 'select'>, card: CardRow): Promise<GiftCard> {
  const history = await db
    .select()
    .from(giftCardPayments)
    .where(eq(giftCardPayments.giftCardId, card.id))
    .orderBy(desc(giftCardPayments.id));
  return {
    id: card.id,
    gift_card_number: card.number,
    credit: wireAmount(card.creditCents),
    store: card.storeId,
    is_expired: card.isExpired,
    order: card.orderId,
    payments: history.map(paymentToWire),
  };
}

export async function giftCardFind(
  db: Database,
  storeId: number,
  by: { gift_card_number: string } | { id: number },
): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        'id' in by ? eq(giftCards.id, by.id) : eq(giftCards.number, by.gift_card_number),
      ),
    );
  if (!card) throw notFound('Gift card');
  return card;
}

async function lockCard(tx: Tx, storeId: number, number: string): Promise<CardRow | undefined> {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.number, number)))
    .for('update');
  return card;
}

/** What a local_id stands for (issue 14 §11): the card, the amount, credit or debit, and the order (when known). */
interface Transaction {
  giftCardId: number;
  amountCents: number;
  transactionType: typeof CREDIT | typeof DEBIT;
  orderId: number | null;
}

/**
 * The transaction already recorded under this local_id, when the request is a retry of it; a local_id already used
 * for another transaction (another card, amount, kind or order) is refused with 409 and changes nothing, so a reused
 * key can never be answered as if its own transaction had been made (issue 14 §11).
 */
async function recordedUnder(
  tx: Tx,
  storeId: number,
  localId: string | null | undefined,
  wanted: Transaction,
): Promise<PaymentRow | undefined> {
  if (!localId) return undefined;
  const [row] = await tx
    .select()
    .from(giftCardPayments)
    .where(and(eq(giftCardPayments.storeId, storeId), eq(giftCardPayments.localId, localId)));
  if (!row) return undefined;
  const same =
    row.giftCardId === wanted.giftCardId &&
    row.amountCents === wanted.amountCents &&
    row.transactionType === wanted.transactionType &&
    // The order is compared when both name one: a terminal retrying after a lost answer may meanwhile have learnt
    // the order's server id (the upload ran in between); that retry is the same transaction, not another.
    (row.orderId === wanted.orderId || row.orderId === null || wanted.orderId === null);
  if (!same)
    throw new HttpError(
      409,
      'local_id_conflict',
      'local_id already records another gift card transaction (card, amount, kind or order differ)',
      'local_id',
    );
  return row;
}

/**
 * Records the transaction and the card's new balance. The payment row goes first: when a concurrent request with the
 * same local_id committed meanwhile, the unique index answers no row and that request's transaction is the answer
 * (a replay, or 409 when it differs) instead of a 500.
 */
async function transactionWrite(
  tx: Tx,
  storeId: number,
  localId: string | null | undefined,
  wanted: Transaction,
  balanceCents: number,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(giftCardPayments)
    .values({ storeId, localId: localId ?? null, ...wanted, balanceCents })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const previous = await recordedUnder(tx, storeId, localId, wanted);
    if (!previous) throw new HttpError(409, 'conflict', 'The gift card was changed concurrently; retry');
    return previous;
  }
  await tx.update(giftCards).set({ creditCents: balanceCents }).where(eq(giftCards.id, wanted.giftCardId));
  return row;
}

/**
 * A credit may not take a card past GIFT_CARD_CREDIT_LIMIT (issue 14 §12), nor a demo card past DEMO_GIFT_CARD_LIMIT
 * (issue 14 §7): 400 naming the amount's field.
 */
function creditCeilingCheck(balanceCents: number, demo: boolean, field: string): void {
  const limit = centsFromDecimal(demo ? DEMO_GIFT_CARD_LIMIT : GIFT_CARD_CREDIT_LIMIT);
  if (balanceCents <= limit) return;
  throw new HttpError(
    400,
    demo ? 'demo_limit' : 'credit_limit',
    `${demo ? 'A demo gift card' : 'A gift card'} holds at most ${String(wireAmount(limit))}`,
    field,
  );
}

/** The gift card's order must be an order of the caller's store (issue 14 §9, docs/api.md): 400 otherwise. */
async function orderOfStoreCheck(tx: Tx, storeId: number, orderId: number | null): Promise<void> {
  if (orderId === null) return;
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!row) throw new HttpError(400, 'unknown_reference', 'order names no order of this store', 'order');
}

/**
 * The demo store holds at most DEMO_GIFT_CARD_COUNT cards (issue 14 §7). The store row is locked first so that
 * concurrent demo creations are counted one after the other.
 */
async function demoCardCountCheck(tx: Tx, storeId: number, number: string): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  const [existing] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.number, number)));
  if (existing) return;
  const [row] = await tx.select({ cards: count() }).from(giftCards).where(eq(giftCards.storeId, storeId));
  if ((row?.cards ?? 0) >= DEMO_GIFT_CARD_COUNT)
    throw new HttpError(
      400,
      'demo_limit',
      `The demo store holds at most ${String(DEMO_GIFT_CARD_COUNT)} gift cards`,
      'gift_card_number',
    );
}

/** POST /api/gift-card/: creates the card, or credits an existing one; every credit is a gift card payment (type 1). */
export async function giftCardCreate(
  db: Database,
  { storeId, demo }: GiftCardCaller,
  input: z.infer<typeof giftCardCreateRequest>,
): Promise<GiftCard> {
  if (input.store !== undefined && input.store !== storeId)
    throw new HttpError(400, 'store_mismatch', 'store must be the store of the token', 'store');
  const amount = centsFromDecimal(input.credit);
  const orderId = input.order ?? null;
  return db.transaction(async (tx) => {
    await orderOfStoreCheck(tx, storeId, orderId);
    if (demo) await demoCardCountCheck(tx, storeId, input.gift_card_number);
    await tx
      .insert(giftCards)
      .values({
        storeId,
        number: input.gift_card_number,
        creditCents: 0,
        isExpired: input.is_expired,
        orderId,
      })
      .onConflictDoNothing();
    const card = await lockCard(tx, storeId, input.gift_card_number);
    if (!card) throw new Error('gift card not created');
    if (amount > 0) {
      const wanted: Transaction = { giftCardId: card.id, amountCents: amount, transactionType: CREDIT, orderId };
      if (!(await recordedUnder(tx, storeId, input.local_id, wanted))) {
        const balance = card.creditCents + amount;
        creditCeilingCheck(balance, demo, 'credit');
        await transactionWrite(tx, storeId, input.local_id, wanted, balance);
      }
    }
    const [fresh] = await tx.select().from(giftCards).where(eq(giftCards.id, card.id));
    return giftCardToWire(tx, fresh ?? card);
  });
}

/** PATCH /api/gift-card/: sets is_expired on the selected cards; all of the store or nothing (404). */
export async function giftCardsPatch(
  db: Database,
  storeId: number,
  cards: z.infer<typeof giftCardPatchRequest>,
): Promise<GiftCard[]> {
  return db.transaction(async (tx) => {
    const numbers = cards.map((card) => card.gift_card_number);
    const found = await tx
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.storeId, storeId), inArray(giftCards.number, numbers)))
      .for('update');
    if (found.length !== new Set(numbers).size) throw notFound('Gift card');
    const out: GiftCard[] = [];
    for (const card of cards) {
      const [row] = await tx
        .update(giftCards)
        .set({ isExpired: card.is_expired })
        .where(and(eq(giftCards.storeId, storeId), eq(giftCards.number, card.gift_card_number)))
        .returning();
      if (row) out.push(await giftCardToWire(tx, row));
    }
    return out;
  });
}

/**
 * POST /api/gift-card-payments/record/ (issue 4 §7): a SALE debits, VOID and RETURN credit back. The card row is
 * locked, so concurrent debits of one card run one after the other and the balance never goes below zero. A retry
 * (same local_id, same transaction) gets the first answer again, the credit right after that transaction.
 */
export async function giftCardRecord(
  db: Database,
  { storeId, demo }: GiftCardCaller,
  input: GiftCardTransactionRequest,
): Promise<{ credit: number; gift_card_number: string }> {
  const number = input.gift_card_number ?? input.card_number;
  if (!number) throw new HttpError(400, 'invalid', 'gift_card_number is required', 'gift_card_number');
  const amount = centsFromDecimal(input.amount_paid);
  const debit = input.transaction_type === 1;
  const orderId = input.order ?? null;
  return db.transaction(async (tx) => {
    await orderOfStoreCheck(tx, storeId, orderId);
    const card = await lockCard(tx, storeId, number);
    if (!card) throw notFound('Gift card');
    const wanted: Transaction = {
      giftCardId: card.id,
      amountCents: amount,
      transactionType: debit ? DEBIT : CREDIT,
      orderId,
    };
    const previous = await recordedUnder(tx, storeId, input.local_id, wanted);
    if (previous) return { credit: wireAmount(previous.balanceCents), gift_card_number: card.number };
    if (debit && card.isExpired)
      throw new HttpError(400, 'gift_card_expired', 'The gift card is expired', 'gift_card_number');
    const balance = debit ? card.creditCents - amount : card.creditCents + amount;
    if (balance < 0)
      throw new HttpError(
        400,
        'insufficient_credit',
        `The gift card holds only ${wireAmount(card.creditCents)}`,
        'amount_paid',
      );
    if (!debit) creditCeilingCheck(balance, demo, 'amount_paid');
    const row = await transactionWrite(tx, storeId, input.local_id, wanted, balance);
    return { credit: wireAmount(row.balanceCents), gift_card_number: card.number };
  });
}
