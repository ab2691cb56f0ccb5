/**
 * Seats and courses in the order editor (issue 17 §5): a line's seat and course, and Hold / Fire of a course. Each
 * change goes through the editor's store (saved locally first, then synced); a fired course's pending lines go to the
 * kitchen with the next kitchen print, which Fire starts.
 */
import type { OrderItem } from '@opentill/contracts';
import { orderCourseFire, orderCourseHold } from '@opentill/domain';
import { useOrderEditor } from '../order/order-store.ts';

/** The line's seat and course (null clears them); its kitchen state stays as it is (a sent line is not sent again). */
export function itemSeatCourseSet(itemLocalId: string, seat: number | null, course: number | null): Promise<void> {
  return useOrderEditor.getState().applyOrder((order) => ({
    ...order,
    items: order.items.map((item): OrderItem => (item.local_id === itemLocalId ? { ...item, seat, course } : item)),
  }));
}

/** Holds a course: its lines are not sent to the kitchen until it is fired. */
export function courseHold(course: number): Promise<void> {
  return useOrderEditor.getState().applyOrder((order) => orderCourseHold(order, course));
}

/** Fires a course: no longer held, so its pending lines go with the kitchen print that follows. */
export function courseFire(course: number): Promise<void> {
  return useOrderEditor.getState().applyOrder((order) => orderCourseFire(order, course));
}
