import {
  employeeCreateRequest,
  employeePinRequest,
  employeesQuery,
  employeeUpdateRequest,
  timeClockEntryUpdateRequest,
  timeClockQuery,
  type DashboardEmployeesResponse,
  type TimeClockDashboardResponse,
} from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { parseInput } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { auditAppend } from '../../services/audit.ts';
import { changedFields } from '../../services/changed-fields.ts';
import { configChanged } from '../../services/config-events.ts';
import {
  csvStream,
  employeeCells,
  EMPLOYEES_CSV_HEADER,
  once,
  sendCsv,
  timeClockCells,
  TIMECLOCK_CSV_HEADER,
} from '../../services/dashboard-csv.ts';
import {
  employeeCreate,
  employeePinSet,
  employeesList,
  employeeUpdate,
  timeClockEntryUpdate,
  timeClockReport,
} from '../../services/dashboard-people.ts';
import { readCacheEvict } from '../../services/read-cache.ts';

/** Employees, PINs, time clock (issue 16 §5): under /api/dashboard. */
export function peopleDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const { db } = database;
  /** The terminals' employee list changed: drop this instance's cached answer and tell them. */
  const employeesChanged = async (storeId: number) => {
    readCacheEvict(storeId, 'employees');
    await configChanged(db, storeId, ['employees']);
  };

  app.get('/api/dashboard/stores/:store/employees', async (request, reply) => {
    const storeId = dashboardStore(request);
    const query = parseInput(employeesQuery, request.query ?? {}, 'query');
    const results = await employeesList(db, storeId);
    if (query.format === 'csv')
      return sendCsv(reply, 'employees', csvStream(EMPLOYEES_CSV_HEADER, once(results), employeeCells));
    return { results } satisfies DashboardEmployeesResponse;
  });

  app.post('/api/dashboard/stores/:store/employees', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(employeeCreateRequest, request.body);
    const created = await employeeCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'employee.create',
      target: `employee ${created.id}`,
      // Never the PIN (nor its uid): a new employee always has one.
      detail: { name: created.name, role: created.role, language: created.language },
    });
    await employeesChanged(storeId);
    return reply.code(201).send(created);
  });

  app.patch('/api/dashboard/stores/:store/employees/:id', async (request) => {
    const storeId = dashboardStore(request);
    const employeeId = pathId(request, 'id', 'Employee');
    const body = parseInput(employeeUpdateRequest, request.body);
    const { before, after } = await employeeUpdate(db, storeId, employeeId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, {
        storeId,
        // Removing is active → false (the row stays: orders and the time clock name it); restoring is an update.
        action: before.active && !after.active ? 'employee.delete' : 'employee.update',
        target: `employee ${employeeId}`,
        detail,
      });
      await employeesChanged(storeId);
    }
    return after;
  });

  app.put('/api/dashboard/stores/:store/employees/:id/pin', async (request, reply) => {
    const storeId = dashboardStore(request);
    const employeeId = pathId(request, 'id', 'Employee');
    const { pin } = parseInput(employeePinRequest, request.body);
    await employeePinSet(db, storeId, employeeId, pin);
    await auditAppend(db, request, { storeId, action: 'employee.pin', target: `employee ${employeeId}`, detail: {} });
    await employeesChanged(storeId);
    return reply.code(204).send();
  });

  app.get('/api/dashboard/stores/:store/timeclock', async (request, reply) => {
    const storeId = dashboardStore(request);
    const query = parseInput(timeClockQuery, request.query, 'query');
    const report: TimeClockDashboardResponse = await timeClockReport(db, storeId, query);
    if (query.format === 'csv') {
      const name = `timeclock-${query.from}-${query.to}`;
      return sendCsv(reply, name, csvStream(TIMECLOCK_CSV_HEADER, once(report.entries), timeClockCells));
    }
    return report;
  });

  app.patch('/api/dashboard/stores/:store/timeclock/:id', async (request) => {
    const storeId = dashboardStore(request);
    const entryId = pathId(request, 'id', 'Time clock entry');
    const body = parseInput(timeClockEntryUpdateRequest, request.body);
    const { before, after } = await timeClockEntryUpdate(db, storeId, entryId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'timeclock.update',
      target: `time clock entry ${entryId}`,
      detail: changedFields(before, after),
    });
    return after;
  });
}
