import { pinUid } from '@opentill/contracts/pin-hash';
import { shiftIsOpen } from '@opentill/domain';
import { idbAll, idbFirst, idbGet } from '../../data/idb-read.ts';
import type { EmployeeRecord } from '../../data/repositories/employees.ts';

/**
 * The PIN screen's reads (seed 000 §2.6, §4) through the raw read helper instead of Dexie, so the PIN screen's first
 * load stays in issue 6's bundle budget. Same answers as employeeByPin / employeeOneHasPin / shiftOpenExists in
 * data/repositories/employees.ts (which the screens that load Dexie keep using).
 */

/** The store's PIN salt (contracts' store.pin_salt, stored by the first sync). */
async function storeSalt(): Promise<string | null> {
  const salt = (await idbFirst('store'))?.pin_salt;
  return typeof salt === 'string' ? salt : null;
}

/** seed 000 §4: the entry is hashed once with the store's salt and matched against every employee's uid (offline). */
export async function pinEmployee(pin: string): Promise<EmployeeRecord | null> {
  const salt = await storeSalt();
  if (salt === null) return null;
  const uid = await pinUid(pin, salt);
  const employees = await idbAll<EmployeeRecord>('employee');
  return employees.find((employee) => employee.uid === uid) ?? null;
}

/** seed 000 §2.6: whether employee 1 still has the given (default) PIN. */
export async function pinEmployeeOneHas(pin: string): Promise<boolean> {
  const salt = await storeSalt();
  const owner = await idbGet<EmployeeRecord>('employee', 1);
  if (salt === null || !owner) return false;
  return owner.uid === (await pinUid(pin, salt));
}

/** seed 000 §3: a shift counts as open if it has a local id and no close date (domain shiftIsOpen). */
export async function pinShiftOpenExists(): Promise<boolean> {
  const shifts = await idbAll<Parameters<typeof shiftIsOpen>[0]>('shift');
  return shifts.some((shift) => shiftIsOpen(shift));
}
