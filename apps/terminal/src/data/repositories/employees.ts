import { useLiveQuery } from 'dexie-react-hooks';
import { pinUid } from '@opentill/contracts/pin-hash';
import { shiftIsOpen } from '@opentill/domain';
import { db, type OpenTillDb } from '../db.ts';

export interface EmployeeRecord {
  id: number;
  name: string;
  role: number;
  uid: string;
  language?: string;
}

/** The store's PIN salt (contracts' store.pin_salt, stored by the first sync). */
async function storeSalt(database: OpenTillDb): Promise<string | null> {
  const store = await database.store.toCollection().first();
  const salt = store?.pin_salt;
  return typeof salt === 'string' ? salt : null;
}

/**
 * seed 000 §4: the entered PIN is hashed and matched against the employees' uid. One salt per store, so the entry
 * is hashed once and compared with every employee (offline, no request).
 */
export async function employeeByPin(pin: string, database: OpenTillDb = db()): Promise<EmployeeRecord | null> {
  const salt = await storeSalt(database);
  if (salt === null) return null;
  const uid = await pinUid(pin, salt);
  const employees = (await database.employee.toArray()) as unknown as EmployeeRecord[];
  return employees.find((employee) => employee.uid === uid) ?? null;
}

export async function employeeById(id: number, database: OpenTillDb = db()): Promise<EmployeeRecord | null> {
  return ((await database.employee.get(id)) as unknown as EmployeeRecord | undefined) ?? null;
}

/** seed 000 §3: a shift counts as open if it has a local id and no close date (domain shiftIsOpen). */
export async function shiftOpenExists(database: OpenTillDb = db()): Promise<boolean> {
  const shifts = await database.shift.toArray();
  return shifts.some((shift) => shiftIsOpen(shift));
}

/** The signed-in employee, live (top bar name); undefined while loading, null when there is none. */
export function useEmployee(id: number | null): EmployeeRecord | null | undefined {
  return useLiveQuery(() => (id === null ? null : employeeById(id)), [id]);
}

/** seed 000 §2.6: whether employee 1 still has the given (default) PIN. */
export async function employeeOneHasPin(pin: string, database: OpenTillDb = db()): Promise<boolean> {
  const salt = await storeSalt(database);
  const owner = await employeeById(1, database);
  if (salt === null || !owner) return false;
  return owner.uid === (await pinUid(pin, salt));
}
