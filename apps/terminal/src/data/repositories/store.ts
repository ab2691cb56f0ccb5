import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db.ts';

/** The store's country code (seed 000 §3 Store.country), for date formats; null until synchronised. */
export function useStoreCountry(): string | null {
  return useLiveQuery(async () => {
    const store = await db().store.toCollection().first();
    return typeof store?.country === 'string' ? store.country : null;
  }, [], null);
}
