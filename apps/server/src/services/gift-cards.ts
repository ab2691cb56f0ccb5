import type { GiftCard, GiftCardPayment, GiftCardTransactionRequest } from '@opentill/contracts';
import type { giftCardCreateRequest, giftCardPatchRequest } from '@opentill/contracts';
import { centsFromDecimal } from '@opentill/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { giftCardPayments, giftCards } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { wireAmount } from './wire-format.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CardRow = typeof giftCards.$inferSelect;

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

/** A credit or debit already recorded under this local_id (a retried request): answered, not repeated. */
async function alreadyRecorded(tx: Tx, storeId: number, localId: string | null | undefined): Promise<boolean> {
  if (!localId) return false;
  const [row] = await tx
    .select({ id: giftCardPayments.id })
    .from(giftCardPayments)
    .where(and(eq(giftCardPayments.storeId, storeId), eq(giftCardPayments.localId, localId)));
  return Boolean(row);
}

/** POST /api/gift-card/: creates the card, or credits an existing one; every credit is a gift card payment (type 1). */
export async function giftCardCreate(
  db: Database,
  storeId: number,
  input: z.infer<typeof giftCardCreateRequest>,
): Promise<GiftCard> {
  if (input.store !== undefined && input.store !== storeId)
    throw new HttpError(400, 'store_mismatch', 'store must be the store of the token', 'store');
  const amount = centsFromDecimal(input.credit);
  return db.transaction(async (tx) => {
    await tx
      .insert(giftCards)
      .values({
        storeId,
        number: input.gift_card_number,
        creditCents: 0,
        isExpired: input.is_expired,
        orderId: input.order ?? null,
      })
      .onConflictDoNothing();
    const card = await lockCard(tx, storeId, input.gift_card_number);
    if (!card) throw new Error('gift card not created');
    if (amount > 0 && !(await alreadyRecorded(tx, storeId, input.local_id))) {
      const balance = card.creditCents + amount;
      await tx.update(giftCards).set({ creditCents: balance }).where(eq(giftCards.id, card.id));
      await tx.insert(giftCardPayments).values({
        storeId,
        giftCardId: card.id,
        orderId: input.order ?? null,
        localId: input.local_id ?? null,
        amountCents: amount,
        balanceCents: balance,
        transactionType: CREDIT,
      });
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
 * locked, so concurrent debits of one card run one after the other and the balance never goes below zero.
 */
export async function giftCardRecord(
  db: Database,
  storeId: number,
  input: GiftCardTransactionRequest,
): Promise<{ credit: number; gift_card_number: string }> {
  const number = input.gift_card_number ?? input.card_number;
  if (!number) throw new HttpError(400, 'invalid', 'gift_card_number is required', 'gift_card_number');
  const amount = centsFromDecimal(input.amount_paid);
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, storeId, number);
    if (!card) throw notFound('Gift card');
    if (await alreadyRecorded(tx, storeId, input.local_id))
      return { credit: wireAmount(card.creditCents), gift_card_number: card.number };
    const debit = input.transaction_type === 1;
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
    await tx.update(giftCards).set({ creditCents: balance }).where(eq(giftCards.id, card.id));
    await tx.insert(giftCardPayments).values({
      storeId,
      giftCardId: card.id,
      orderId: input.order ?? null,
      localId: input.local_id,
      amountCents: amount,
      balanceCents: balance,
      transactionType: debit ? DEBIT : CREDIT,
    });
    return { credit: wireAmount(balance), gift_card_number: card.number };
  });
}
