import type { OrderItem } from '@opentill/contracts';
import {
  centsNegate,
  figuresFromTotals,
  quantityText,
  refundOrderTotals,
  type Cents,
  type LineFigures,
} from '@opentill/domain';
import type { TFunction } from 'i18next';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useVirtualRows } from '../../ui/use-virtual-rows.ts';
import { CourseHeader } from '../courses/course-header.tsx';
import { courseRows, type PanelRow } from '../courses/course-rows.ts';
import { orderFiguresOf } from './order-figures.ts';
import { useOrderEditor } from './order-store.ts';

export type ItemAction = 'quantity' | 'price' | 'discount' | 'note' | 'modifiers' | 'seatCourse' | 'remove';

interface OrderPanelProps {
  selected: string | null;
  onSelect: (itemLocalId: string | null) => void;
  onItemAction: (action: ItemAction, item: OrderItem) => void;
  /** Which item actions apply (gift card items take no quantity or discount change, seed 001 §5). */
  actionsFor: (item: OrderItem) => readonly ItemAction[];
  /** Hold and Fire of a course (issue 17 §5), on the course headers shown when lines have courses. */
  onCourseHold?: (course: number) => void;
  onCourseFire?: (course: number) => void;
}

/** Formats an amount as every screen does (ui/format.ts: the store's country, the employee's language). */
type Money = (value: Cents) => string;

/** An active item with the figures the domain gives it (issue 15 §1: the panel formats, it computes nothing). */
interface PanelLine {
  readonly item: OrderItem;
  readonly figures: LineFigures;
}

/** A line's height before it is measured: one 44 px row and its 1 px border (the usual line, so no re-layout). */
const LINE_ESTIMATE = 45;

/**
 * The sidebar order panel (seed 001 §2): items with qty, name, modifiers, notes, discount and price; totals. It reads
 * the open order from the editor's store itself, so an add renders this panel and not the editor around it (issue 13,
 * 4x slowdown; decisions §38). The lines are virtualised (@tanstack/react-virtual, heights measured: modifiers, notes
 * and the selected line's actions make rows taller), so a table's 400-line order lays out a screenful; each line says
 * its place (aria-posinset of aria-setsize). A line added at the end is scrolled into view.
 */
export const OrderPanel = memo(function OrderPanel({
  selected,
  onSelect,
  onItemAction,
  actionsFor,
  onCourseHold,
  onCourseFire,
}: OrderPanelProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const order = useOrderEditor((state) => state.order);
  const totals = useOrderEditor((state) => state.context?.totals);
  const refundBase = useOrderEditor((state) => state.refundBase);
  const figures = useMemo(() => {
    if (!order || !totals) return null;
    // A refund draft's figures are allocated from its sale (issue 15 §2), not recomputed from its lines.
    const refund = refundBase ? refundOrderTotals(order, refundBase.original, refundBase.refunds, totals) : null;
    return refund ? figuresFromTotals(order, refund, totals) : orderFiguresOf(order, totals);
  }, [order, totals, refundBase]);
  const items = useMemo(
    () => (order && figures ? figures.lines.map((line) => ({ item: order.items[line.index]!, figures: line })) : []),
    [order, figures],
  );
  // Grouped by course when a line has one (issue 17 §5); otherwise the lines as they are.
  const rows = useMemo(() => (order ? courseRows(order, items) : []), [order, items]);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {items.length === 0 ? (
        <p className="min-h-0 flex-1 p-4 text-center text-ink-muted">{t('order.empty')}</p>
      ) : (
        <OrderLines
          rows={rows}
          t={t}
          money={money}
          selected={selected}
          onSelect={onSelect}
          onItemAction={onItemAction}
          actionsFor={actionsFor}
          onCourseHold={onCourseHold}
          onCourseFire={onCourseFire}
        />
      )}
      {figures && (
        <Totals
          total={figures.total}
          subtotal={figures.subtotal}
          taxTotal={figures.tax}
          orderDiscount={figures.orderDiscount}
          money={money}
        />
      )}
    </div>
  );
});

/**
 * The virtualised lines. Rows get the translation function from here (one `useTranslation` per list, not two per
 * mounted row: each hook's first render copies the i18next instance's properties).
 */
function OrderLines({
  rows: items,
  t,
  money,
  selected,
  onSelect,
  onItemAction,
  actionsFor,
  onCourseHold,
  onCourseFire,
}: OrderPanelProps & { rows: readonly PanelRow<PanelLine>[]; t: TFunction; money: Money }) {
  const scroller = useRef<HTMLDivElement>(null);
  // Renders again only when the rows it draws change (ui/use-virtual-rows.ts): a line added at the end and scrolled
  // into view is drawn in the frame of the tap or scan, with no second render for the scroll (issue 13, 4x slowdown).
  const virtualizer = useVirtualRows<HTMLLIElement>({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_ESTIMATE,
    getItemKey: (index) => rowKey(items[index]) ?? index,
    // Two lines each side (with use-virtual-rows' stepped first row): fewer rows to style and paint per add (§71).
    overscan: 2,
    // jsdom has no layout: render a first screenful so the panel is usable there too.
    initialRect: { width: 384, height: 600 },
  });
  const measured = virtualizer.getVirtualItems();
  const rows =
    measured.length > 0 || items.length === 0
      ? measured
      : items.map((line, index) => ({ index, key: rowKey(line) ?? index, start: index * LINE_ESTIMATE }));
  const count = items.length;
  const counted = useRef(count);
  useLayoutEffect(() => {
    // Not on opening an order (from none): only a line added to the order on screen. Lines are added at the end, so
    // the end is shown, before this frame is painted (no extra frame as a smooth or re-checked scroll would take).
    const element = scroller.current;
    if (element && counted.current > 0 && count > counted.current) element.scrollTop = element.scrollHeight;
    counted.current = count;
  }, [count]);
  return (
    // Its own compositor layer, as the product grid's (decisions §45).
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto will-change-scroll">
      {/* The drawn rows sit in normal flow below a padding as tall as the rows above them, not each absolutely
          placed: a row that is not its own paint layer and has no transform of its own leaves less for each add's
          layout, pre-paint and layerisation (issue 13, 4x slowdown; decisions §73). */}
      <ul
        aria-label={t('order.items')}
        className="box-border w-full"
        style={{ height: virtualizer.getTotalSize(), paddingTop: rows[0]?.start ?? 0 }}
      >
        {rows.map((row) => {
          const entry = items[row.index]!;
          if (entry.kind === 'course')
            return (
              <li
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                aria-setsize={count}
                aria-posinset={row.index + 1}
                className="w-full border-b border-slate-200"
              >
                <CourseHeader
                  course={entry.course}
                  held={entry.held}
                  t={t}
                  onHold={(course) => onCourseHold?.(course)}
                  onFire={(course) => onCourseFire?.(course)}
                />
              </li>
            );
          const { item, figures } = entry.line;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={count}
              aria-posinset={row.index + 1}
              className="w-full border-b border-slate-200"
            >
              <OrderLine
                item={item}
                figures={figures}
                t={t}
                money={money}
                expanded={selected === item.local_id}
                onSelect={onSelect}
                onItemAction={onItemAction}
                actionsFor={actionsFor}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A panel row's key: the line's local id, or the course of a header. */
function rowKey(row: PanelRow<PanelLine> | undefined): string | undefined {
  if (!row) return undefined;
  return row.kind === 'line' ? row.line.item.local_id : `course:${String(row.course)}`;
}

interface OrderLineProps {
  item: OrderItem;
  figures: LineFigures;
  t: TFunction;
  money: Money;
  expanded: boolean;
  onSelect: (itemLocalId: string | null) => void;
  onItemAction: (action: ItemAction, item: OrderItem) => void;
  actionsFor: (item: OrderItem) => readonly ItemAction[];
}

/**
 * One line's content and, when selected, its actions (the panel's list item holds it). Issue 7 benchmark (bench/editor-add, docs/decisions.md): every change
 * recomputes the order, so each item is a new object; a line re-renders only when what it shows changed (or it is
 * the selected one, whose action buttons take the screen's current callbacks), so an add renders one row, not all.
 */
const OrderLine = memo(
  function OrderLine({ item, figures, t, money, expanded, onSelect, onItemAction, actionsFor }: OrderLineProps) {
    return (
      <>
        <ItemRow
          item={item}
          figures={figures}
          t={t}
          money={money}
          expanded={expanded}
          onToggle={() => onSelect(expanded ? null : item.local_id)}
        />
        {expanded && (
          <div
            role="group"
            aria-label={t('order.itemActions', { name: item.name })}
            className="flex flex-wrap gap-2 bg-slate-50 px-3 pb-3"
          >
            {actionsFor(item).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' ? 'danger' : 'secondary'}
                onClick={() => onItemAction(action, item)}
              >
                {t(`order.itemAction.${action}`)}
              </Button>
            ))}
          </div>
        )}
      </>
    );
  },
  (before, after) =>
    !after.expanded &&
    !before.expanded &&
    before.money === after.money &&
    before.t === after.t &&
    before.onSelect === after.onSelect &&
    lineShowsSame(before, after),
);

/** Whether two versions of a line look the same in the panel (the fields ItemRow shows). */
function lineShowsSame(before: OrderLineProps, after: OrderLineProps): boolean {
  if (before.item === after.item && before.figures === after.figures) return true;
  const [a, b] = [before.figures, after.figures];
  if (
    before.item.name !== after.item.name ||
    before.item.notes !== after.item.notes ||
    before.item.seat !== after.item.seat ||
    a.quantity !== b.quantity ||
    a.amount !== b.amount ||
    a.discount !== b.discount ||
    a.modifiers.length !== b.modifiers.length
  )
    return false;
  return a.modifiers.every((modifier, index) => {
    const other = b.modifiers[index];
    return other !== undefined && modifier.name === other.name && modifier.price === other.price;
  });
}

function ItemRow({
  item,
  figures,
  t,
  money,
  expanded,
  onToggle,
}: {
  item: OrderItem;
  figures: LineFigures;
  t: TFunction;
  money: Money;
  expanded: boolean;
  onToggle: () => void;
}) {
  const quantity = quantityText(figures.quantity);
  return (
    <button
      type="button"
      aria-expanded={expanded}
      onClick={onToggle}
      className="flex min-h-touch w-full items-start gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus active:bg-sky-100"
    >
      <span className="w-12 shrink-0 font-semibold tabular-nums" aria-label={t('order.quantityOf', { quantity })}>
        {quantity}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium break-words text-ink">{item.name}</span>
        {figures.modifiers.map((modifier, index) => (
          <span key={`${modifier.name}-${index}`} className="text-sm text-slate-600">
            + {modifier.name} {modifier.price !== 0 ? money(modifier.price) : ''}
          </span>
        ))}
        {item.notes ? <span className="text-sm text-slate-600 italic">{item.notes}</span> : null}
        {typeof item.seat === 'number' ? (
          <span className="text-sm text-slate-600">{t('courses.seatN', { seat: item.seat })}</span>
        ) : null}
        {figures.discount !== 0 ? (
          <span className="text-sm text-green-700">
            {t('order.discountLine', { amount: money(centsNegate(figures.discount)) })}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 font-semibold tabular-nums">{money(figures.amount)}</span>
    </button>
  );
}

/**
 * seed 001 §2: the totals section toggles between total and view-details (discount, subtotal, tax, total). Memoised on
 * the amounts, its labels translated once per language (an add changes the total only). The discount is the order
 * discount alone: item discounts are on their lines and already out of the subtotal (issue 15 §1).
 */
const Totals = memo(function Totals({
  total,
  subtotal,
  taxTotal,
  orderDiscount,
  money,
}: {
  total: Cents;
  subtotal: Cents;
  taxTotal: Cents;
  orderDiscount: Cents;
  money: Money;
}) {
  const { t } = useTranslation();
  const labels = useMemo(
    () => ({
      totals: t('order.totals'),
      discount: t('order.discount'),
      subtotal: t('order.subtotal'),
      tax: t('order.tax'),
      total: t('order.total'),
      viewDetails: t('order.viewDetails'),
      closeDetails: t('order.closeDetails'),
    }),
    [t],
  );
  const [details, setDetails] = useState(false);
  return (
    // Its own compositor layer: the Total changing on every add repaints this box, not the screen around it (§71).
    <div className="shrink-0 border-t border-line p-3 will-change-transform" aria-label={labels.totals} role="group">
      {details && (
        <dl className="mb-2 grid grid-cols-2 gap-1 text-sm">
          <dt>{labels.discount}</dt>
          <dd className="text-right tabular-nums">{money(centsNegate(orderDiscount))}</dd>
          <dt>{labels.subtotal}</dt>
          <dd className="text-right tabular-nums">{money(subtotal)}</dd>
          <dt>{labels.tax}</dt>
          <dd className="text-right tabular-nums">{money(taxTotal)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Button variant="quiet" size="sm" aria-expanded={details} onClick={() => setDetails(!details)} className="px-2">
          {details ? labels.closeDetails : labels.viewDetails}
        </Button>
        <p data-layout-primary="order-total" className="ml-auto text-lg font-bold whitespace-nowrap">
          <span>{labels.total} </span>
          <output aria-label={labels.total} className="tabular-nums">
            {money(total)}
          </output>
        </p>
      </div>
    </div>
  );
});
