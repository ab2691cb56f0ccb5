import { storeTaxInclusive, taxRoundMode, terminalSetting, type TotalsContext } from '@opentill/domain';
import type { Terminal } from '@opentill/contracts';
import { useLiveQuery } from 'dexie-react-hooks';
import { storedTerminal } from '../connection.ts';
import { db } from '../db.ts';

/**
 * The store's totals rules (tax_option, tax_round) and this terminal's cash_discount setting, for screens that show
 * an order's figures outside the editor and checkout (issue 15 §1: every figure from the domain's orderFigures).
 * Null until the store record is read.
 */
export function useTotalsContext(): TotalsContext | null {
  return useLiveQuery(
    async () => {
      const store = await db().store.toCollection().first();
      const terminal = storedTerminal<Partial<Pick<Terminal, 'db_settings'>>>();
      return {
        taxInclusive: storeTaxInclusive(store?.tax_option),
        taxRound: taxRoundMode(store?.tax_round),
        cashDiscountEnabled: terminalSetting(terminal?.db_settings, 'cash_discount') === 'true',
      };
    },
    [],
    null,
  );
}
