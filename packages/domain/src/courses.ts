/**
 * Seats and courses (issue 17 §5): an item may carry a seat number and a course (1, 2, 3 ...); an order
 * lists its held courses in courses_held. A held course's items are not sent to the kitchen until the
 * course is fired. Items without a course belong to no course and are never held. Pure data, no IO.
 */
import { itemKitchenPending, type KitchenItem } from './order-status.ts';

/** Highest seat number an item may carry. */
export const SEAT_MAX = 99;
/** Highest course number an item may carry. */
export const COURSE_MAX = 9;

/** The item fields the seat and course rules read. */
export interface CourseItem {
  readonly seat?: number | null;
  readonly course?: number | null;
}

/** The order fields the course rules read. */
export interface CourseOrder {
  readonly courses_held?: readonly number[] | null;
}

/** The item's course, or null when it has none (a missing, zero or negative course is none). */
export function itemCourse(item: CourseItem): number | null {
  const course = item.course;
  return typeof course === 'number' && Number.isInteger(course) && course >= 1 ? course : null;
}

/** The item's seat, or null when it has none. */
export function itemSeat(item: CourseItem): number | null {
  const seat = item.seat;
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 ? seat : null;
}

/** Whether the order holds this course. */
export function courseHeld(order: CourseOrder, course: number): boolean {
  return (order.courses_held ?? []).includes(course);
}

/** Whether the item sits in a course the order holds (an item without a course is never held). */
export function itemCourseHeld(order: CourseOrder, item: CourseItem): boolean {
  const course = itemCourse(item);
  return course !== null && courseHeld(order, course);
}

/**
 * Whether the courses let the item go to the kitchen now: false while its course is held. The kitchen
 * sends an item when it is pending (itemKitchenPending) and fireable; itemKitchenDue is both.
 */
export function itemFireable(order: CourseOrder, item: CourseItem): boolean {
  return !itemCourseHeld(order, item);
}

/** seed 001 §4 pending for the kitchen and not held back by its course (issue 17 §5). */
export function itemKitchenDue(order: CourseOrder, item: CourseItem & KitchenItem): boolean {
  return itemKitchenPending(item) && itemFireable(order, item);
}

/** The order with the course held (sorted, once). */
export function orderCourseHold<T extends CourseOrder>(order: T, course: number): T {
  const held = new Set(order.courses_held ?? []);
  held.add(course);
  return { ...order, courses_held: [...held].sort((a, b) => a - b) };
}

/** The order with the course fired: no longer held, so its pending items go with the next kitchen send. */
export function orderCourseFire<T extends CourseOrder>(order: T, course: number): T {
  return { ...order, courses_held: (order.courses_held ?? []).filter((held) => held !== course) };
}

/** A group of lines of one course, in the order they came; course null is the lines without a course. */
export interface CourseGroup<T> {
  readonly course: number | null;
  readonly items: readonly { readonly item: T; readonly index: number }[];
}

/**
 * The items grouped by course for the order panel and the kitchen ticket: the lines without a course
 * first, then course 1, 2, 3 ...; each line keeps its index in the order.
 */
export function itemsByCourse<T extends CourseItem>(items: readonly T[]): CourseGroup<T>[] {
  const groups = new Map<number | null, { item: T; index: number }[]>();
  items.forEach((item, index) => {
    const course = itemCourse(item);
    const group = groups.get(course) ?? [];
    group.push({ item, index });
    groups.set(course, group);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([course, grouped]) => ({ course, items: grouped }));
}

/** The distinct courses of the items, ascending. */
export function orderCourses(items: readonly CourseItem[]): number[] {
  const courses = new Set<number>();
  for (const item of items) {
    const course = itemCourse(item);
    if (course !== null) courses.add(course);
  }
  return [...courses].sort((a, b) => a - b);
}

/** The distinct seats of the items, ascending. */
export function orderSeats(items: readonly CourseItem[]): number[] {
  const seats = new Set<number>();
  for (const item of items) {
    const seat = itemSeat(item);
    if (seat !== null) seats.add(seat);
  }
  return [...seats].sort((a, b) => a - b);
}
