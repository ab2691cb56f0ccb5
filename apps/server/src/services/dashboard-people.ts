import {
  pinUid,
  type DashboardEmployee,
  type EmployeeCreateRequest,
  type EmployeeUpdateRequest,
  type TimeClockDashboardResponse,
  type TimeClockEntryUpdateRequest,
  type TimeClockQuery,
  type TimeClockWeekTotal,
} from '@opentill/contracts';
import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { employees, stores, timeClock } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises PIN checks of one store (two managers setting the same PIN at once cannot both pass). */
const PIN_LOCK = 7411016;

type EmployeeRow = typeof employees.$inferSelect;

export function employeeToDashboard(row: EmployeeRow): DashboardEmployee {
  return {
    id: row.id,
    name: row.name,
    role: row.role as DashboardEmployee['role'],
    language: row.language as DashboardEmployee['language'],
    active: row.active,
  };
}

export async function employeesList(db: Database, storeId: number): Promise<DashboardEmployee[]> {
  const rows = await db
    .select()
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(desc(employees.active), asc(sql`lower(${employees.name})`), asc(employees.id));
  return rows.map(employeeToDashboard);
}

export async function employeeGet(db: Database, storeId: number, employeeId: number): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)));
  if (!row) throw notFound('Employee');
  return row;
}

async function storeSalt(tx: Tx, storeId: number): Promise<string> {
  const [store] = await tx.select({ salt: stores.pinSalt }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store');
  return store.salt;
}

/** 409 pin_taken when another active employee of the store has this uid (the terminal finds employees by it). */
async function pinFree(tx: Tx, storeId: number, uid: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK}, ${storeId})`);
  const [clash] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.uid, uid),
        eq(employees.active, true),
        ...(exceptId ? [ne(employees.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (clash) throw new HttpError(409, 'pin_taken', 'Another employee of this store already has this PIN', 'pin');
}

export async function employeeCreate(
  db: Database,
  storeId: number,
  input: EmployeeCreateRequest,
): Promise<DashboardEmployee> {
  return db.transaction(async (tx) => {
    const uid = await pinUid(input.pin, await storeSalt(tx, storeId));
    await pinFree(tx, storeId, uid);
    const [row] = await tx
      .insert(employees)
      .values({ storeId, name: input.name.trim(), role: input.role, language: input.language, uid })
      .returning();
    if (!row) throw new Error('employee not created');
    return employeeToDashboard(row);
  });
}

/** Answers the row before and after (for the audit log's before/after). */
export async function employeeUpdate(
  db: Database,
  storeId: number,
  employeeId: number,
  input: EmployeeUpdateRequest,
): Promise<{ before: DashboardEmployee; after: DashboardEmployee }> {
  return db.transaction(async (tx) => {
    const before = await employeeGet(tx, storeId, employeeId);
    // Restoring a removed employee: their PIN may have gone to someone else meanwhile.
    if (input.active === true && !before.active) await pinFree(tx, storeId, before.uid, employeeId);
    const [after] = await tx
      .update(employees)
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      })
      .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)))
      .returning();
    if (!after) throw notFound('Employee');
    return { before: employeeToDashboard(before), after: employeeToDashboard(after) };
  });
}

export async function employeePinSet(db: Database, storeId: number, employeeId: number, pin: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await employeeGet(tx, storeId, employeeId);
    const uid = await pinUid(pin, await storeSalt(tx, storeId));
    if (row.active) await pinFree(tx, storeId, uid, employeeId);
    await tx
      .update(employees)
      .set({ uid })
      .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)));
  });
}

/** The start of business day `day` (YYYY-MM-DD): midnight UTC plus the store's start_time (as the day summary). */
function dayStart(day: string, offsetMs: number): number {
  return Date.parse(`${day}T00:00:00.000Z`) + offsetMs;
}

function startOffset(startTime: string): number {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  return (hours * 60 + minutes) * 60 * 1000;
}

/** The Monday (YYYY-MM-DD) of the week of the business day that holds `at`. */
export function weekStartOf(at: Date, offsetMs: number): string {
  const businessDay = new Date(at.getTime() - offsetMs);
  const midnight = Date.UTC(businessDay.getUTCFullYear(), businessDay.getUTCMonth(), businessDay.getUTCDate());
  const sinceMonday = (businessDay.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
}

/**
 * Time clock entries whose clock-in falls in the business days from..to, and their minutes per employee and week
 * (open entries count until now).
 */
export async function timeClockReport(
  db: Database,
  storeId: number,
  query: TimeClockQuery,
  now = new Date(),
): Promise<TimeClockDashboardResponse> {
  const [store] = await db.select({ startTime: stores.startTime }).from(stores).where(eq(stores.id, storeId));
  const offset = startOffset(store?.startTime ?? '00:00');
  const from = new Date(dayStart(query.from, offset));
  const until = new Date(dayStart(query.to, offset) + DAY_MS);
  const rows = await db
    .select({
      id: timeClock.id,
      employeeId: timeClock.employeeId,
      employeeName: employees.name,
      terminalId: timeClock.terminalId,
      clockIn: timeClock.clockIn,
      clockOut: timeClock.clockOut,
    })
    .from(timeClock)
    .innerJoin(employees, and(eq(employees.id, timeClock.employeeId), eq(employees.storeId, storeId)))
    .where(
      and(
        eq(timeClock.storeId, storeId),
        gte(timeClock.clockIn, from),
        lt(timeClock.clockIn, until),
        ...(query.employee ? [eq(timeClock.employeeId, query.employee)] : []),
      ),
    )
    .orderBy(asc(timeClock.clockIn), asc(timeClock.id));
  const entries = rows.map((row) => ({
    id: row.id,
    employee_id: row.employeeId,
    employee_name: row.employeeName,
    terminal_id: row.terminalId,
    clock_in: row.clockIn.toISOString(),
    clock_out: row.clockOut ? row.clockOut.toISOString() : null,
    minutes: minutesBetween(row.clockIn, row.clockOut ?? now),
  }));
  const weeks = new Map<string, TimeClockWeekTotal>();
  for (const [index, entry] of entries.entries()) {
    const row = rows[index];
    if (!row) continue;
    const weekStart = weekStartOf(row.clockIn, offset);
    const key = `${entry.employee_id}|${weekStart}`;
    const total = weeks.get(key) ?? {
      employee_id: entry.employee_id,
      employee_name: entry.employee_name,
      week_start: weekStart,
      minutes: 0,
      entries: 0,
    };
    total.minutes += entry.minutes;
    total.entries += 1;
    weeks.set(key, total);
  }
  const sorted = [...weeks.values()].sort(
    (a, b) =>
      a.week_start.localeCompare(b.week_start) ||
      a.employee_name.localeCompare(b.employee_name) ||
      a.employee_id - b.employee_id,
  );
  return { entries, weeks: sorted };
}

/** Corrects an entry; answers before/after as ISO strings. 400 field clock_out when it would not follow clock_in. */
export async function timeClockEntryUpdate(
  db: Database,
  storeId: number,
  entryId: number,
  input: TimeClockEntryUpdateRequest,
): Promise<{
  before: { clock_in: string; clock_out: string | null };
  after: { clock_in: string; clock_out: string | null };
}> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(timeClock)
      .where(and(eq(timeClock.storeId, storeId), eq(timeClock.id, entryId)));
    if (!row) throw notFound('Time clock entry');
    const clockIn = input.clock_in !== undefined ? new Date(input.clock_in) : row.clockIn;
    const clockOut =
      input.clock_out !== undefined ? (input.clock_out ? new Date(input.clock_out) : null) : row.clockOut;
    if (clockOut && clockOut.getTime() <= clockIn.getTime())
      throw new HttpError(400, 'invalid', 'body: clock_out: must be after clock_in', 'clock_out');
    await tx
      .update(timeClock)
      .set({ clockIn, clockOut })
      .where(and(eq(timeClock.storeId, storeId), eq(timeClock.id, entryId)));
    return {
      before: { clock_in: row.clockIn.toISOString(), clock_out: row.clockOut?.toISOString() ?? null },
      after: { clock_in: clockIn.toISOString(), clock_out: clockOut?.toISOString() ?? null },
    };
  });
}
