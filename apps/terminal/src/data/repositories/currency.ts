import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db.ts';

/** seed 000 §3 Currency: symbol, default '$'. */
export function useCurrencySymbol(): string {
  return useLiveQuery(async () => {
    const currency = await db().currency.toCollection().first();
    return typeof currency?.symbol === 'string' ? currency.symbol : '$';
  }, [], '$');
}
