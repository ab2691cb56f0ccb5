import { cents, centsFormat, type Cents } from '@opentill/domain';

/** An amount in the store's currency, as packages/domain writes it everywhere. */
export const money = (amount: Cents | number, symbol: string) => centsFormat(cents(amount), symbol);
