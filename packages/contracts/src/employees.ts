import { z } from 'zod';
import { dateTime, id, resultsOf, shortText } from './wire.ts';

/** Roles (seed 000 §6): Owner 1, Manager 2, Cashier 3, Employee 4. */
export const ROLE = { OWNER: 1, MANAGER: 2, CASHIER: 3, EMPLOYEE: 4 } as const;
export const role = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Terminal languages (ARCHITECTURE i18n locales). */
export const language = z.enum(['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant']);

/**
 * Employee (seed 000 §3). uid is pinUid(pin, store.pin_salt); the PIN itself is never stored or sent
 * (the seed's `pin` field is deliberately absent).
 */
export const employee = z.object({
  id: id,
  name: shortText,
  role: role,
  uid: z.string().regex(/^[0-9a-f]{64}$/),
  language: language,
});
export type Employee = z.infer<typeof employee>;

export const employeesResponse = resultsOf(employee);

/** POST /api/add-timeclock/ body (seed 000 §7): the employee clocking in or out. */
export const timeClockRequest = z.strictObject({ employee_id: id });
export type TimeClockRequest = z.infer<typeof timeClockRequest>;

/** POST /api/add-timeclock/ answer (seed 000 §3 "Time clock entry result"): time in UTC. */
export const timeClockResponse = z.object({ is_clock_in: z.boolean(), time: dateTime });
export type TimeClockResponse = z.infer<typeof timeClockResponse>;
