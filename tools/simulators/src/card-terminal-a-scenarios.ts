/**
 * What the card terminal A simulator does with its next request (docs/simulators.md, "Card terminal A"). A test or a
 * journey queues them through the control API; with nothing queued the pinpad approves.
 */
export const CARD_A_SCENARIOS = {
  approve: 'AUTH_RESP 00 APPROVAL for the whole AMOUNT',
  'approve-fields': 'approves, answered in the gateway form <RESPONSE><FIELDS><FIELD KEY="..">',
  decline: 'AUTH_RESP 05 DECLINED: nothing charged',
  partial: 'AUTH_RESP 10 PARTIAL APPROVAL: AUTH_AMOUNT half of AUTH_AMOUNT_REQUESTED, and that half is charged',
  cancel: 'AUTH_RESP S0 CANCELLED: the customer pressed Cancel on the pinpad, nothing charged',
  'drop-after-approve': 'charges, then resets the connection in the middle of the answer: the answer is lost',
  'late-approve': 'the customer takes longer than the client waits: charged and answered after lateMs',
  busy: 'HTTP 503 DEVICE BUSY before anything is read: nothing charged (also every request during a late one)',
  timeout: 'never answers and charges nothing (a pinpad that hangs)',
  garbage: 'HTTP 200 with a body that is not a RESPONSE',
  refuse: 'resets the connection before reading the request',
  rogue: 'approves, but the answer carries a full card number, track data and CVV',
} as const;

export type CardAScenario = keyof typeof CARD_A_SCENARIOS;

export function isCardAScenario(value: unknown): value is CardAScenario {
  return typeof value === 'string' && Object.hasOwn(CARD_A_SCENARIOS, value);
}

/** The scenarios of the next requests, first in first out; 'approve' when it is empty. */
export class CardAScenarioQueue {
  private queue: CardAScenario[] = [];

  push(scenario: CardAScenario, times = 1): void {
    for (let i = 0; i < times; i += 1) this.queue.push(scenario);
  }

  next(): CardAScenario {
    return this.queue.shift() ?? 'approve';
  }

  clear(): void {
    this.queue = [];
  }
}
