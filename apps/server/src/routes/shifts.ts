import { shiftSyncRequest, timeClockRequest, type SavedShift, type TimeClockResponse } from '@opentill/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { employees, orders, shifts, timeClock } from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { HttpError, notFound, parseInput } from '../http/errors.ts';
import { canonicalJson } from '../services/canonical-json.ts';

function shiftToWire(row: typeof shifts.$inferSelect): SavedShift {
  return { ...(row.body as Omit<SavedShift, 'id'>), id: row.id };
}

/** Ids per query: PostgreSQL takes at most 65,535 parameters and a shift may list 100,000 orders. */
const IDS_PER_QUERY = 10_000;

/**
 * The shift's order list names orders of the caller's store only (docs/api.md: ids of another store inside an
 * upload are refused with 400 unknown_reference; issue 14 §9: another store's ids were kept).
 */
async function shiftOrdersCheck(db: Database, storeId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const chunk = unique.slice(start, start + IDS_PER_QUERY);
    const found = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.id, chunk)));
    if (found.length === chunk.length) continue;
    const known = new Set(found.map((row) => row.id));
    const index = ids.findIndex((value) => !known.has(value) && chunk.includes(value));
    throw new HttpError(400, 'unknown_reference', 'orders names no order of this store', `orders.${index}`);
  }
}

/** Shift sync (seed 000 §7) and the time clock (seed 000 §4), scoped by the caller's store and terminal. */
export function shiftRoutes(app: FastifyInstance, db: Database): void {
  // The calling terminal's open shift (seed 000 §3: open = has a local id and no close date), or null.
  app.get('/api/shifts/sync/', async (request, reply) => {
    const { storeId, terminalId } = callerOf(request);
    const [row] = await db
      .select()
      .from(shifts)
      .where(and(eq(shifts.storeId, storeId), eq(shifts.terminalId, terminalId), isNull(shifts.closedAt)))
      .orderBy(desc(shifts.id))
      .limit(1);
    return reply.type('application/json').send(row ? JSON.stringify(shiftToWire(row)) : 'null');
  });

  // Upsert by (store, local_id); the terminal is the caller's. A closed shift is final: a different body is 409.
  app.post('/api/shifts/sync/', async (request): Promise<SavedShift> => {
    const { storeId, terminalId } = callerOf(request);
    const shift = { ...parseInput(shiftSyncRequest, request.body), terminal: terminalId };
    const staff = [shift.open_shift_employee, shift.close_shift_employee].filter(
      (v): v is number => typeof v === 'number',
    );
    if (staff.length) {
      const found = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.storeId, storeId), inArray(employees.id, staff)));
      if (found.length !== new Set(staff).size)
        throw new HttpError(
          400,
          'unknown_reference',
          'employee names no employee of this store',
          'open_shift_employee',
        );
    }
    await shiftOrdersCheck(db, storeId, shift.orders);
    const { id: _id, ...body } = shift;
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(shifts)
        .where(and(eq(shifts.storeId, storeId), eq(shifts.localId, shift.local_id)))
        .for('update');
      const columns = {
        openedAt: new Date(shift.shift_open_date),
        closedAt: shift.shift_close_date ? new Date(shift.shift_close_date) : null,
        body,
        updatedAt: new Date(),
      };
      if (!existing) {
        const [row] = await tx
          .insert(shifts)
          .values({ storeId, terminalId, localId: shift.local_id, ...columns })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, 'conflict', 'The shift was saved concurrently; retry');
        return shiftToWire(row);
      }
      if (canonicalJson(existing.body) === canonicalJson(body)) return shiftToWire(existing);
      if (existing.closedAt)
        throw new HttpError(409, 'shift_closed', `Shift ${shift.local_id} is closed and cannot change`, 'local_id');
      const [row] = await tx.update(shifts).set(columns).where(eq(shifts.id, existing.id)).returning();
      if (!row) throw notFound('Shift');
      return shiftToWire(row);
    });
  });

  // Toggles the employee's clock: an open entry is closed, otherwise a new one opens (seed 000 §3: time in UTC).
  app.post('/api/add-timeclock/', async (request): Promise<TimeClockResponse> => {
    const { storeId, terminalId } = callerOf(request);
    const { employee_id } = parseInput(timeClockRequest, request.body);
    return db.transaction(async (tx) => {
      // The employee row lock serializes two taps of the same employee on two terminals.
      const [employee] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.storeId, storeId), eq(employees.id, employee_id)))
        .for('update');
      if (!employee) throw notFound('Employee');
      const now = new Date();
      const [open] = await tx
        .select()
        .from(timeClock)
        .where(and(eq(timeClock.storeId, storeId), eq(timeClock.employeeId, employee_id), isNull(timeClock.clockOut)))
        .limit(1);
      if (open) {
        await tx.update(timeClock).set({ clockOut: now }).where(eq(timeClock.id, open.id));
        return { is_clock_in: false, time: now.toISOString() };
      }
      await tx.insert(timeClock).values({ storeId, employeeId: employee_id, terminalId, clockIn: now });
      return { is_clock_in: true, time: now.toISOString() };
    });
  });
}
