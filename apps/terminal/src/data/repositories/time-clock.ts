import type { TimeClockResponse } from '@opentill/contracts';
import { apiRequest } from '../api.ts';
import { isOnline } from '../network.ts';

/** Time-clock entries made offline wait here until the next entry goes through (issue 6 §6: queued when offline). */
export const TIME_CLOCK_QUEUE_KEY = 'timeclock-queue';

interface QueuedEntry {
  employee_id: number;
  at: string;
}

function queue(storage: Storage): QueuedEntry[] {
  try {
    return JSON.parse(storage.getItem(TIME_CLOCK_QUEUE_KEY) ?? '[]') as QueuedEntry[];
  } catch {
    return [];
  }
}

/**
 * seed 000 §7 POST /add-timeclock/ {employee_id} -> {is_clock_in, time}. Offline, or when the call fails, the entry
 * is queued and null is answered (seed 000 §4: failure is only logged). Queued entries are sent first next time.
 */
export async function timeClockPunch(employeeId: number, now: Date = new Date(), storage: Storage = localStorage): Promise<TimeClockResponse | null> {
  const pending = [...queue(storage), { employee_id: employeeId, at: now.toISOString() }];
  if (!isOnline()) {
    storage.setItem(TIME_CLOCK_QUEUE_KEY, JSON.stringify(pending));
    return null;
  }
  let answer: TimeClockResponse | null = null;
  const left: QueuedEntry[] = [];
  for (const entry of pending) {
    try {
      answer = await apiRequest<TimeClockResponse>('/add-timeclock/', { method: 'POST', body: { employee_id: entry.employee_id } });
    } catch (error) {
      console.error('Time clock entry failed', error);
      left.push(entry);
      answer = null;
    }
  }
  if (left.length > 0) storage.setItem(TIME_CLOCK_QUEUE_KEY, JSON.stringify(left));
  else storage.removeItem(TIME_CLOCK_QUEUE_KEY);
  return answer;
}
