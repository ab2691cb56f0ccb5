/** Dashboard API: Employees, PINs, time clock (issue 16 §5). */
import { z } from 'zod';
import { language, role } from '../employees.ts';
import { calendarDate, dateTime, id, shortText } from '../wire.ts';
import { exportFormat } from './sales.ts';

/** A name: one line, not blank (stored trimmed). */
export const nonEmptyName = shortText.refine((value) => value.trim().length > 0, 'must not be empty');

/** A PIN as the terminal's PIN pad takes it: exactly 4 digits (seed 000 §4). Sent, never stored or answered. */
export const employeePin = z.string().regex(/^\d{4}$/, 'must be exactly 4 digits');

/**
 * An employee as the dashboard shows it: never the PIN, nor its uid (the uid is a hash of a 4-digit PIN, and would
 * give the PIN away to an offline search). Removed employees stay (time clock and orders name them) with active false.
 */
export const dashboardEmployee = z.object({
  id: id,
  name: shortText,
  role: role,
  language: language,
  active: z.boolean(),
});
export type DashboardEmployee = z.infer<typeof dashboardEmployee>;

/** GET /api/dashboard/stores/:store/employees query: `format=csv` answers the list as a CSV file. */
export const employeesQuery = z.strictObject({ format: exportFormat });
export type EmployeesQuery = z.infer<typeof employeesQuery>;

/** GET /api/dashboard/stores/:store/employees: active ones first, then by name. */
export const dashboardEmployeesResponse = z.object({ results: z.array(dashboardEmployee) });
export type DashboardEmployeesResponse = z.infer<typeof dashboardEmployeesResponse>;

/**
 * POST /api/dashboard/stores/:store/employees. The PIN must be unique among the store's active employees (the
 * terminal finds the employee by it): else 409 `pin_taken`, field `pin`.
 */
export const employeeCreateRequest = z.strictObject({
  name: nonEmptyName,
  role: role,
  language: language,
  pin: employeePin,
});
export type EmployeeCreateRequest = z.infer<typeof employeeCreateRequest>;

/** PATCH /api/dashboard/stores/:store/employees/:id: the fields to change (active false removes, true restores). */
export const employeeUpdateRequest = z
  .strictObject({
    name: nonEmptyName,
    role: role,
    language: language,
    active: z.boolean(),
  })
  .partial();
export type EmployeeUpdateRequest = z.infer<typeof employeeUpdateRequest>;

/** PUT /api/dashboard/stores/:store/employees/:id/pin: sets or resets the PIN (409 `pin_taken` as above); 204. */
export const employeePinRequest = z.strictObject({ pin: employeePin });
export type EmployeePinRequest = z.infer<typeof employeePinRequest>;

/**
 * GET /api/dashboard/stores/:store/timeclock?from=&to=&employee=: entries whose clock-in falls in the business days
 * from..to (inclusive; a business day starts at the store's start_time, UTC, as the day summary's). At most 93 days.
 * `format=csv` answers the entries as a CSV file.
 */
export const timeClockQuery = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    employee: z.coerce.number().pipe(id).optional(),
    format: exportFormat,
  })
  .refine((query) => query.from <= query.to, { message: 'must not be after to', path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 92 * 86_400_000, {
    message: 'the range may span at most 93 days',
    path: ['to'],
  });
export type TimeClockQuery = z.infer<typeof timeClockQuery>;

/** One clock-in/clock-out pair; an open entry (still clocked in) has clock_out null and counts until now. */
export const timeClockEntry = z.object({
  id: id,
  employee_id: id,
  employee_name: z.string(),
  terminal_id: id.nullable(),
  clock_in: dateTime,
  clock_out: dateTime.nullable(),
  /** Whole minutes worked (open entries until now). */
  minutes: z.number().int().min(0),
});
export type TimeClockEntry = z.infer<typeof timeClockEntry>;

/** Minutes per employee and week; a week starts on the Monday business day that holds the entry's clock-in. */
export const timeClockWeekTotal = z.object({
  employee_id: id,
  employee_name: z.string(),
  week_start: calendarDate,
  minutes: z.number().int().min(0),
  entries: z.number().int().min(0),
});
export type TimeClockWeekTotal = z.infer<typeof timeClockWeekTotal>;

export const dashboardTimeClockResponse = z.object({
  entries: z.array(timeClockEntry),
  weeks: z.array(timeClockWeekTotal),
});
export type TimeClockDashboardResponse = z.infer<typeof dashboardTimeClockResponse>;

/**
 * PATCH /api/dashboard/stores/:store/timeclock/:id: corrects an entry (a forgotten clock-out); clock_out after
 * clock_in, else 400 field `clock_out`.
 */
export const timeClockEntryUpdateRequest = z
  .strictObject({ clock_in: dateTime, clock_out: dateTime.nullable() })
  .partial();
export type TimeClockEntryUpdateRequest = z.infer<typeof timeClockEntryUpdateRequest>;
