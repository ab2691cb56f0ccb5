/**
 * The order panel's rows grouped by course (issue 17 §5): when any line has a course, a header per course (held or not)
 * comes before its lines: the lines without a course first, then course 1, 2, 3 ... Without courses the lines stay as
 * they are, in one list with no header.
 */
import { courseHeld, itemCourse, itemsByCourse, type CourseItem, type CourseOrder } from '@opentill/domain';

export type PanelRow<L> =
  | { readonly kind: 'line'; readonly line: L }
  | { readonly kind: 'course'; readonly course: number | null; readonly held: boolean };

/** Lines (each with its item) as panel rows, grouped by course when the order has courses. */
export function courseRows<L extends { readonly item: CourseItem }>(
  order: CourseOrder,
  lines: readonly L[],
): PanelRow<L>[] {
  if (!lines.some((line) => itemCourse(line.item) !== null)) return lines.map((line) => ({ kind: 'line', line }));
  const rows: PanelRow<L>[] = [];
  for (const group of itemsByCourse(lines.map((line) => line.item))) {
    rows.push({ kind: 'course', course: group.course, held: group.course !== null && courseHeld(order, group.course) });
    for (const entry of group.items) rows.push({ kind: 'line', line: lines[entry.index]! });
  }
  return rows;
}
