import { useTranslation } from 'react-i18next';
import { elapsedClock, elapsedParts, tableCardSummary, type FloorTable } from './floor-model.ts';
import { useFloorDraggable } from './floor-drag.tsx';

/** The size of a card on the floor plan, in CSS pixels (the plan's x and y place its top-left corner). */
export const CARD_SIZE = 112;
export const CARD_WIDE = 168;

export const cardWidth = (table: Pick<FloorTable, 'type'>): number =>
  table.type === 'rectangle' ? CARD_WIDE : CARD_SIZE;

/** The lines a card shows under the table's name (seed 000 §2.7), shared by the plan and the list. */
export function TableCardLines({
  table,
  employees,
  now,
  inline = false,
}: {
  table: FloorTable;
  employees: ReadonlyMap<number, string>;
  now: number;
  /** On one row (the list view) rather than one line each (the card). */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const line = inline ? 'max-w-full truncate' : 'w-full truncate';
  const summary = tableCardSummary(table);
  if (summary.kind === 'available')
    return <span className="font-semibold text-green-800">{t('tables.available')}</span>;
  const parts = elapsedParts(summary.since, now);
  const clock = elapsedClock(parts);
  const elapsed = parts.days > 0 ? t('tables.elapsedDays', { count: parts.days, time: clock }) : clock;
  const who = summary.customer ?? (summary.customers > 0 ? t('tables.customers', { count: summary.customers }) : null);
  const employee = summary.employee === null ? null : (employees.get(summary.employee) ?? null);
  return (
    <>
      {who !== null && (
        <span className={`${line} font-semibold`} title={who}>
          {who}
        </span>
      )}
      <span className={line}>
        {summary.orderNumber !== null
          ? t('tables.orderNumber', { number: summary.orderNumber })
          : t('tables.orders', { count: summary.orders })}
      </span>
      <span className={`${line} tabular-nums`}>
        <span className="sr-only">{t('tables.elapsedLabel')} </span>
        {elapsed}
      </span>
      {employee !== null && (
        <span className={`${line} text-ink-muted`} title={employee}>
          {employee}
        </span>
      )}
    </>
  );
}

const SHAPE: Record<string, string> = {
  round: 'rounded-[2.25rem]',
  square: 'rounded-panel',
  rectangle: 'rounded-panel',
};

export interface TableCardProps {
  table: FloorTable;
  employees: ReadonlyMap<number, string>;
  now: number;
  editing: boolean;
  onTap: (table: FloorTable) => void;
  /** The overlay copy that follows the pointer while dragging: not a control of its own. */
  ghost?: boolean;
}

/**
 * A table on the floor plan: a button placed at the table's x and y; draggable in edit mode only (outside it the
 * card is a plain button: no draggable role description or states for assistive technology).
 */
export function TableCard(props: TableCardProps) {
  return props.editing && !props.ghost ? <DraggableTableCard {...props} /> : <TableCardView {...props} />;
}

function DraggableTableCard(props: TableCardProps) {
  const { attach, lifted } = useFloorDraggable(props.table.id, true);
  return <TableCardView {...props} attach={attach} lifted={lifted} />;
}

function TableCardView({
  table,
  employees,
  now,
  editing,
  onTap,
  ghost = false,
  attach,
  lifted = false,
}: TableCardProps & { attach?: (element: Element | null) => void; lifted?: boolean }) {
  const { t } = useTranslation();
  const occupied = table.orders.length > 0;
  const colours = occupied ? 'border-amber-500 bg-amber-50 text-ink' : 'border-green-600 bg-green-50 text-ink';
  const style = ghost
    ? { width: cardWidth(table), height: CARD_SIZE }
    : { left: table.x, top: table.y, width: cardWidth(table), height: CARD_SIZE };
  const className = [
    'flex flex-col items-center justify-start gap-0.5 overflow-hidden border-2 p-2 text-center text-xs leading-tight shadow-sm select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    ghost ? 'shadow-lg' : 'absolute',
    SHAPE[table.type] ?? 'rounded-panel',
    colours,
    editing ? 'cursor-grab touch-none border-dashed' : 'cursor-pointer hover:brightness-95 active:brightness-90',
    lifted ? 'opacity-40' : '',
  ].join(' ');
  const name = (
    <span className="w-full shrink-0 truncate text-base font-bold" title={table.name}>
      {table.name}
    </span>
  );
  if (ghost)
    return (
      <div aria-hidden="true" className={className} style={style}>
        {name}
        <TableCardLines table={table} employees={employees} now={now} />
      </div>
    );
  const describedBy = `table-card-${String(table.id)}`;
  return (
    <button
      ref={attach}
      type="button"
      aria-label={t('tables.table', { name: table.name })}
      aria-describedby={describedBy}
      data-table-id={table.id}
      className={className}
      style={style}
      onClick={() => onTap(table)}
    >
      {name}
      <span id={describedBy} className="flex w-full min-w-0 flex-col items-center gap-0.5">
        <TableCardLines table={table} employees={employees} now={now} />
      </span>
    </button>
  );
}
