/**
 * Kitchen tickets and item labels as plain text (seed 001 §4 kitchen rules, seed 002 §9 "Kitchen
 * tickets and labels": order identification, dining option, items with quantities and modifiers; the
 * exact layout is not shown, so it is decided here and fixed by golden files).
 */
import type { Thousandths } from './money.ts';
import {
  printDateTime,
  printQuantity,
  textCenter,
  textColumns,
  textColumnsOrStack,
  textRule,
  textWrap,
} from './print-text.ts';

/** An item as the kitchen sees it. */
export interface KitchenTicketItem {
  readonly name: string;
  readonly quantity: Thousandths;
  readonly modifiers?: readonly string[];
  readonly notes?: string | null;
  /** The item's course (issue 17 §5): the ticket groups its items by course. */
  readonly course?: number | null;
}

/** What a kitchen ticket or label shows. */
export interface KitchenTicketInput {
  readonly order: {
    readonly number: string | number;
    /** Local date-time text. */
    readonly date: string;
    readonly table?: string | null;
    readonly dining_option?: string | null;
    readonly employee?: string | null;
  };
  /** seed 001 §4 printing reasons: 'order cancelled', 'qty changed', 'item canceled'. */
  readonly reason?: string | null;
  readonly items: readonly KitchenTicketItem[];
  readonly country?: string | null;
}

function notesLines(notes: string | null | undefined, width: number, indent: string): string[] {
  if (notes === null || notes === undefined || notes.trim() === '') return [];
  return textWrap(`Note: ${notes}`, width - indent.length).map((line) => `${indent}${line}`);
}

/**
 * Kitchen ticket lines: the reason banner when there is one, order number and time, table, dining
 * option and server, then each item as "qty x name" with its modifiers and notes.
 */
export function kitchenTicketLines(input: KitchenTicketInput, width: number): string[] {
  const lines: string[] = [];
  if (input.reason) lines.push(...textCenter(`*** ${input.reason.toUpperCase()} ***`, width));
  lines.push(
    ...textColumnsOrStack(
      `Order #${String(input.order.number)}`,
      printDateTime(input.order.date, input.country),
      width,
    ),
  );
  if (input.order.table) lines.push(...textColumns('Table', input.order.table, width));
  if (input.order.dining_option) lines.push(...textColumns('Dining option', input.order.dining_option, width));
  if (input.order.employee) lines.push(...textColumns('Server', input.order.employee, width));
  lines.push(textRule(width));
  for (const group of kitchenCourseGroups(input.items)) {
    if (group.course !== null) lines.push(...textCenter(`- Course ${String(group.course)} -`, width));
    for (const item of group.items) {
      lines.push(...textWrap(`${printQuantity(item.quantity)} x ${item.name}`, width));
      for (const modifier of item.modifiers ?? [])
        lines.push(...textWrap(`+ ${modifier}`, width - 2).map((line) => `  ${line}`));
      lines.push(...notesLines(item.notes, width, '  '));
    }
  }
  lines.push(textRule(width));
  return lines;
}

/**
 * The ticket's items grouped by course (issue 17 §5): the items without a course first, then course 1, 2, 3 ...;
 * within a group the items keep their order.
 */
export function kitchenCourseGroups<T extends { readonly course?: number | null }>(
  items: readonly T[],
): { course: number | null; items: T[] }[] {
  const courseOf = (item: T) =>
    typeof item.course === 'number' && Number.isInteger(item.course) && item.course >= 1 ? item.course : null;
  const groups = new Map<number | null, T[]>();
  for (const item of items) {
    const course = courseOf(item);
    groups.set(course, [...(groups.get(course) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([course, grouped]) => ({ course, items: grouped }));
}

/**
 * Item labels (32 columns, 20 on a thermal label): one label per item, or one per unit when
 * print_per_single_item is on (whole units; a fractional rest gets its own label). Each label: order
 * number and "n/total", the item, modifiers, notes and the dining option.
 */
export function kitchenLabels(input: KitchenTicketInput, width: number, perSingleItem: boolean): string[][] {
  const units: { item: KitchenTicketItem; quantity: string }[] = [];
  for (const item of input.items) {
    if (!perSingleItem) {
      units.push({ item, quantity: printQuantity(item.quantity) });
      continue;
    }
    const whole = Math.floor(Math.abs(item.quantity) / 1000);
    for (let unit = 0; unit < whole; unit += 1) units.push({ item, quantity: '1' });
    const rest = Math.abs(item.quantity) % 1000;
    if (rest !== 0) units.push({ item, quantity: printQuantity(rest as Thousandths) });
  }
  return units.map(({ item, quantity }, index) => [
    ...textColumns(`#${String(input.order.number)}`, `${String(index + 1)}/${String(units.length)}`, width),
    ...textWrap(`${quantity} x ${item.name}`, width),
    ...(item.modifiers ?? []).flatMap((modifier) => textWrap(`+ ${modifier}`, width)),
    ...notesLines(item.notes, width, ''),
    ...(input.order.dining_option ? textWrap(input.order.dining_option, width) : []),
  ]);
}
