import { randomUUID } from 'node:crypto';

export type TransactionKind = 'sale' | 'return' | 'void';

/** One transaction as the simulated device remembers it; amounts in cents. */
export interface SimTransaction {
  reference: string;
  kind: TransactionKind;
  approved: boolean;
  amountCents: number;
  tipCents: number;
  authCode: string;
  guid: string;
  batch: number;
  number: number;
  last4: string;
  brand: string;
  entry: string;
  at: string;
}

/** The device's journal: what a status query answers from, and what a test checks for double charges. */
export class TransactionJournal {
  private readonly items: SimTransaction[] = [];
  private sequence = 0;

  /** A device with its own form of transaction id (card A's 19-character AUTH_GUID) or batches passes them in. */
  record(
    input: Pick<SimTransaction, 'reference' | 'kind' | 'approved' | 'amountCents' | 'tipCents'> &
      Partial<Pick<SimTransaction, 'guid' | 'batch'>>,
  ): SimTransaction {
    this.sequence += 1;
    const transaction: SimTransaction = {
      authCode: input.approved ? String(100000 + this.sequence).slice(-6) : '',
      guid: randomUUID(),
      batch: 1,
      ...input,
      number: this.sequence,
      last4: '1111',
      brand: 'VISA',
      entry: 'CHIP',
      at: new Date().toISOString(),
    };
    this.items.push(transaction);
    return transaction;
  }

  /** The latest transaction with this reference, if any. */
  find(reference: string): SimTransaction | undefined {
    return this.items.filter((t) => t.reference === reference).at(-1);
  }

  findByGuid(guid: string): SimTransaction | undefined {
    return this.items.find((t) => t.guid === guid);
  }

  all(): SimTransaction[] {
    return [...this.items];
  }

  clear(): void {
    this.items.length = 0;
  }
}

/** Parses a decimal amount ("12.34", "-5", "0.5") into cents without float arithmetic; NaN when malformed. */
export function amountToCents(text: string | number | undefined): number {
  const value = String(text ?? '').trim();
  const match = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
