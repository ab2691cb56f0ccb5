/**
 * The refund screen's state and actions (issue 15 §3, seed 001 §4 Refund): the draft made from a completed order, the
 * lines it can still return, the cashier's choice (everything by default), the tender, one manager PIN when a cashier
 * leaves lines out, then the refund, its slip and the drawer for cash. Components read this store; it alone reads and
 * writes the records.
 */
import type { PaymentType } from '@opentill/contracts';
import {
  protectedActionDecision,
  storeTaxInclusive,
  taxRoundMode,
  terminalSetting,
  thousandthsFromDecimal,
  type TotalsContext,
} from '@opentill/domain';
import { create } from 'zustand';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { db, type OpenTillDb } from '../../data/db.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import { orderByRouteId, type OrderRecord } from '../../data/repositories/orders.ts';
import { refundBaseLoad, type RefundBase } from '../order/order-refund.ts';
import { refundDraftDiscard, refundProcess, type RefundDeps } from './refund-actions.ts';
import { refundHasReturns, refundIsDraft } from './refund-build.ts';
import {
  refundChoiceAll,
  refundChoiceIsAll,
  refundChoiceLines,
  refundChoiceNone,
  refundChoiceOrder,
  refundChoiceSet,
  refundChoiceStep,
  type RefundChoice,
  type RefundChoiceLine,
} from './refund-choice.ts';
import { refundDevices } from './refund-devices.ts';

/** What the screen shows after confirming. */
export type RefundDialog =
  | { kind: 'pin' }
  | { kind: 'done'; printFailed: boolean; drawerFailed: boolean }
  | { kind: 'error'; title: string; message: string };

export interface RefundScreenState {
  status: 'idle' | 'loading' | 'ready' | 'missing';
  draft: OrderRecord | null;
  base: RefundBase | null;
  lines: RefundChoiceLine[];
  choice: RefundChoice;
  /** null: the original payments (the default). */
  tender: string | null;
  /** A draft that already handed money back (decisions §32): it is finished as it is, the choice cannot change. */
  locked: boolean;
  totals: TotalsContext;
  paymentTypes: PaymentType[];
  busy: boolean;
  dialog: RefundDialog | null;

  load: (routeId: string) => Promise<void>;
  set: (localId: string, quantity: number) => void;
  step: (localId: string, direction: 1 | -1) => void;
  all: () => void;
  none: () => void;
  setTender: (tender: string | null) => void;
  /** Confirms the refund: asks one manager PIN first when a cashier leaves lines out (seed 001 §6). */
  confirm: (now?: Date) => Promise<void>;
  pinVerified: (now?: Date) => Promise<void>;
  dismiss: () => void;
  /** Leaves without refunding: an unprocessed draft is thrown away (the original stays as it was). */
  leave: () => Promise<void>;
  reset: () => void;
}

interface TerminalConfig {
  id?: number;
  mode?: number;
  payment_types?: PaymentType[];
  db_settings?: { name: string; value: string }[];
}

/** What the store reads from the device; tests replace parts of it. */
export interface RefundScreenDeps extends RefundDeps {
  role?: () => Promise<number | null>;
}

let deps: RefundScreenDeps = {};

/** Replaces parts of what the store reads (tests); answers the restore function. */
export function refundScreenDepsSet(next: RefundScreenDeps): () => void {
  deps = next;
  return () => {
    deps = {};
  };
}

const database = (): OpenTillDb => deps.database ?? db();
const terminal = (): TerminalConfig | null =>
  deps.terminal === undefined ? storedTerminal<TerminalConfig>() : deps.terminal;

async function signedInRole(): Promise<number | null> {
  if (deps.role) return deps.role();
  const id = deps.employeeId === undefined ? useSession.getState().employeeId : deps.employeeId;
  if (id === null) return null;
  return (await employeeById(id, database()))?.role ?? null;
}

const START = {
  status: 'idle' as const,
  draft: null,
  base: null,
  lines: [],
  choice: {},
  tender: null,
  locked: false,
  totals: { taxInclusive: false },
  paymentTypes: [],
  busy: false,
  dialog: null,
};

export const useRefundScreen = create<RefundScreenState>()((set, get) => {
  const process = async (now: Date) => {
    const { draft, lines, choice, tender, base } = get();
    const order = draft ? refundChoiceOrder(draft, lines, choice) : null;
    if (!draft || !order || !base) return;
    set({ busy: true });
    try {
      // The choice is written on the draft first: a return a card makes is kept on it (decisions §32), with its lines.
      await database().orders.update(draft.local_id, { items: order.items });
      const outcome = await refundProcess(order, now, deps, { tender });
      if (!outcome.ok) {
        const stored = (await database().orders.get(draft.local_id)) as OrderRecord | undefined;
        set({
          dialog: { kind: 'error', title: outcome.title, message: outcome.message },
          locked: stored ? refundHasReturns(stored) : get().locked,
        });
        return;
      }
      const refund = outcome.refund ?? order;
      const devices = refundDevices();
      // The slip and the drawer never undo a refund that was made: a failure is said, not retried here.
      const [slip, drawer] = await Promise.all([
        devices.printSlip(refund, base.original).catch(() => ({ ok: false })),
        outcome.cash ? devices.openDrawer().catch(() => ({ ok: false })) : Promise.resolve({ ok: true }),
      ]);
      set({ dialog: { kind: 'done', printFailed: !slip.ok, drawerFailed: !drawer.ok } });
    } finally {
      set({ busy: false });
    }
  };

  return {
    ...START,

    load: async (routeId) => {
      set({ ...START, status: 'loading' });
      const draft = await orderByRouteId(routeId, database());
      const base = draft && refundIsDraft(draft) ? await refundBaseLoad(draft, database()) : null;
      if (!draft || !base) {
        set({ status: 'missing' });
        return;
      }
      const store = await database().store.toCollection().first();
      const config = terminal();
      const totals: TotalsContext = {
        taxInclusive: storeTaxInclusive(store?.tax_option),
        taxRound: taxRoundMode(store?.tax_round),
        cashDiscountEnabled: terminalSetting(config?.db_settings, 'cash_discount') === 'true',
      };
      const locked = refundHasReturns(draft);
      const lines = refundChoiceLines(draft, base);
      // A locked draft returns what it holds; any other starts with everything chosen.
      const choice = locked
        ? Object.fromEntries(lines.map((line) => [line.localId, Math.abs(thousandthsFromDecimal(line.item.quantity))]))
        : refundChoiceAll(lines);
      set({
        status: 'ready',
        draft,
        base,
        lines,
        choice,
        locked,
        totals,
        paymentTypes: config?.payment_types ?? [],
      });
    },

    set: (localId, quantity) => {
      const { lines, choice, locked } = get();
      if (!locked) set({ choice: refundChoiceSet(lines, choice, localId, quantity) });
    },
    step: (localId, direction) => {
      const { lines, choice, locked } = get();
      if (!locked) set({ choice: refundChoiceStep(lines, choice, localId, direction) });
    },
    all: () => {
      if (!get().locked) set({ choice: refundChoiceAll(get().lines) });
    },
    none: () => {
      if (!get().locked) set({ choice: refundChoiceNone(get().lines) });
    },
    setTender: (tender) => set({ tender }),

    confirm: async (now = new Date()) => {
      const { draft, lines, choice, busy } = get();
      if (busy || !draft || !refundChoiceOrder(draft, lines, choice)) return;
      // Leaving lines out is removing them from the refund (seed 001 §6 remove_item): a cashier needs one manager PIN.
      if (!refundChoiceIsAll(lines, choice)) {
        const decision = protectedActionDecision('remove_item', {
          role: await signedInRole(),
          kiosk: false,
          verified: false,
        });
        if (decision.kind === 'ignore') return;
        if (decision.kind === 'pin') {
          set({ dialog: { kind: 'pin' } });
          return;
        }
      }
      await process(now);
    },
    pinVerified: async (now = new Date()) => {
      set({ dialog: null });
      await process(now);
    },
    dismiss: () => set({ dialog: null }),

    leave: async () => {
      const { draft } = get();
      if (draft) await refundDraftDiscard(draft.local_id, deps);
    },
    reset: () => set({ ...START }),
  };
});
