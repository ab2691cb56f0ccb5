/**
 * What the kiosk screens read of the stored terminal (seed 000 §3 Terminal config): its name and id, the store's
 * background and logo, its dining options. Read at render time: in demo mode the terminal can switch modes.
 */
import type { DiningOption, Terminal } from '@opentill/contracts';
import { TERMINAL_MODE } from '@opentill/domain';
import { storedTerminal } from '../../data/connection.ts';

export type KioskTerminal = Partial<
  Pick<Terminal, 'name' | 'dining_options' | 'store' | 'payment_types' | 'db_settings'>
> & { id: number; mode: number };

export function kioskTerminal(): KioskTerminal | null {
  return storedTerminal<KioskTerminal>();
}

/** seed 000 §1: mode 3 is the self-service kiosk. */
export function isKioskTerminal(): boolean {
  return kioskTerminal()?.mode === TERMINAL_MODE.KIOSK;
}

/** seed 000 §2.11: one button per terminal dining option (decided: the active ones, as the editor's picker lists). */
export function kioskDiningOptions(terminal: KioskTerminal | null): DiningOption[] {
  return (terminal?.dining_options ?? []).filter((option) => option.active !== false);
}
