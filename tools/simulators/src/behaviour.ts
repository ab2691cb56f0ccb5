/**
 * What a simulated device does with the next request, set per test through its control API. Real devices fail
 * in these ways, and the terminal must never charge twice or lose a payment because of any of them.
 */
export const BEHAVIOURS = [
  'approve', // answers approved
  'decline', // answers declined
  'timeout', // never answers; the client's time-out fires
  'garbage', // answers 200 with a body that is not the protocol
  'refuse', // resets the connection before reading the request
  'drop-after-approve', // records an approved charge, then resets the connection: the answer is lost
  'rogue', // approves, but the answer carries a full card number, track data and CVV
  // Card terminal B (Dejavoo SPIn) answers, docs/simulators.md:
  'partial', // approves part of the amount (SPIn 0001): the card was charged that part
  'cancel', // the customer cancelled on the terminal (SPIn 1012): nothing charged
  'busy', // the terminal is in use (SPIn 2008, DelayBeforeNextRequest): nothing charged
  'timed-out', // the terminal timed out (SPIn 2007) without charging
  'comm-error', // the proxy lost the terminal (SPIn 2010) after the terminal approved: charged
  'late-approve', // answers 2007 (timed out), yet the terminal approves a moment later: charged
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export function isBehaviour(value: unknown): value is Behaviour {
  return typeof value === 'string' && (BEHAVIOURS as readonly string[]).includes(value);
}

/** A queue of behaviours for the next requests; 'approve' when it is empty. */
export class BehaviourQueue {
  private queue: Behaviour[] = [];

  push(behaviour: Behaviour, times = 1): void {
    for (let i = 0; i < times; i += 1) this.queue.push(behaviour);
  }

  next(): Behaviour {
    return this.queue.shift() ?? 'approve';
  }

  clear(): void {
    this.queue = [];
  }
}

/** A card that a rogue answer leaks, to prove the terminal keeps none of it: Luhn-valid test PAN. */
export const ROGUE_CARD = {
  pan: '4111111111111111',
  track2: ';4111111111111111=30121010000012300000?',
  cvv: '123',
};
