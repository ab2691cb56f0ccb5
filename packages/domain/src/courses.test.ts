import { describe, expect, it } from 'vitest';
import {
  courseHeld,
  itemCourse,
  itemCourseHeld,
  itemFireable,
  itemKitchenDue,
  itemsByCourse,
  itemSeat,
  orderCourseFire,
  orderCourseHold,
  orderCourses,
  orderSeats,
  type CourseOrder,
} from './courses.ts';

const kitchenItem = { void_status: 0, sent_to_kitchen: false, printers: [1] };

describe('courses', () => {
  it('reads a course and a seat only when they are whole numbers from 1', () => {
    expect(itemCourse({ course: 2 })).toBe(2);
    expect(itemCourse({ course: 0 })).toBeNull();
    expect(itemCourse({ course: 1.5 })).toBeNull();
    expect(itemCourse({})).toBeNull();
    expect(itemSeat({ seat: 3 })).toBe(3);
    expect(itemSeat({ seat: -1 })).toBeNull();
    expect(itemSeat({ seat: null })).toBeNull();
  });

  it('holds a course: its items are not fireable nor due, the other courses and lines without a course are', () => {
    const order = orderCourseHold<CourseOrder>({ courses_held: null }, 2);
    expect(order.courses_held).toEqual([2]);
    expect(courseHeld(order, 2)).toBe(true);
    expect(itemCourseHeld(order, { course: 2 })).toBe(true);
    expect(itemFireable(order, { course: 2 })).toBe(false);
    expect(itemFireable(order, { course: 1 })).toBe(true);
    expect(itemFireable(order, {})).toBe(true);
    expect(itemKitchenDue(order, { ...kitchenItem, course: 2 })).toBe(false);
    expect(itemKitchenDue(order, { ...kitchenItem, course: 1 })).toBe(true);
    expect(itemKitchenDue(order, { ...kitchenItem, course: 1, sent_to_kitchen: true })).toBe(false);
  });

  it('fires a held course and holds each course once, sorted', () => {
    const none: CourseOrder = {};
    const held = orderCourseHold(orderCourseHold(orderCourseHold(none, 3), 1), 3);
    expect(held.courses_held).toEqual([1, 3]);
    const fired = orderCourseFire(held, 3);
    expect(fired.courses_held).toEqual([1]);
    expect(itemKitchenDue(fired, { ...kitchenItem, course: 3 })).toBe(true);
    expect(orderCourseFire(none, 2).courses_held).toEqual([]);
  });

  it('groups lines by course, lines without a course first, keeping each index', () => {
    const items = [{ course: 2 }, {}, { course: 1 }, { course: 2 }, { course: null }];
    expect(itemsByCourse(items).map((group) => [group.course, group.items.map((entry) => entry.index)])).toEqual([
      [null, [1, 4]],
      [1, [2]],
      [2, [0, 3]],
    ]);
    expect(orderCourses(items)).toEqual([1, 2]);
    expect(orderSeats([{ seat: 4 }, { seat: 1 }, { seat: 4 }, {}])).toEqual([1, 4]);
  });
});
