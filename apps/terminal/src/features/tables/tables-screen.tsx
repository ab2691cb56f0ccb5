import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNavigationState } from '../../app/guard.ts';
import { ROUTES } from '../../app/routes.ts';
import { isOnline } from '../../data/network.ts';
import { useRealtime } from '../../data/realtime.ts';
import { shiftCurrent, useCurrentShift } from '../../data/repositories/shifts.ts';
import { floorServerRefresh, tableMoveSave, tablesMovedUpload } from '../../data/repositories/tables.ts';
import { activeOrdersRefresh, ordersEventIsOwn } from '../../data/sync/active-orders.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import {
  newOrderOnTablePath,
  orderOpenState,
  orderPath,
  orderRouteId,
  tableOrdersPath,
} from '../order/order-routing.ts';
import { tableDropPosition, tableTap, type FloorSection, type FloorTable } from './floor-model.ts';
import { FloorDrag } from './floor-drag.tsx';
import { CARD_SIZE, cardWidth, TableCard, TableCardLines } from './table-card.tsx';
import { useFloor, type FloorData } from './use-floor.ts';

/** seed 000 §4 Tables background check: every 5 seconds. */
export const BACKGROUND_CHECK_MS = 5000;
/** Room around the plan's farthest table, in CSS pixels. */
const PLAN_MARGIN = 16;
/**
 * The plan shrinks to fit its slide down to this scale (the cards' words stay readable, a card stays a finger's
 * size); below it, it scrolls.
 */
export const PLAN_MIN_SCALE = 0.75;

type View = 'grid' | 'list';

/** Move-order mode (seed 000 §2.7 "in move-order mode moves the order to that table"): TablesMoveOrder renders this. */
export interface TablesMoveMode {
  /** The table tapped: the caller moves the order there. */
  onTablePick: (tableId: number) => void;
  /** The heading in move mode (what is being moved); the screen's own wording when absent. */
  title?: string;
  /** A way back without moving (Cancel): shown when given. */
  onCancel?: () => void;
}

/** Tables (seed 000 §2.7): the floor of the store, section by section. */
export default function TablesScreen() {
  return <TablesFloorScreen />;
}

/**
 * The floor: swipeable sections (one slide below 992 px, two from 992 px), each with its tables placed at x and y
 * (or listed), occupied and vacant counts, edit mode that drags tables to new places, and the tap rules.
 */
export function TablesFloorScreen({ move }: { move?: TablesMoveMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tick, setTick] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [view, setView] = useState<View>('grid');
  const [editing, setEditing] = useState(false);
  const editingRef = useRef(false);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  const floor = useFloor(tick);
  const shift = useCurrentShift();

  // seed 000 §2.2 rule 11: entering Tables (not back from Order or OrderCheckout) turns on the call order list.
  useEffect(() => {
    if (!useNavigationState.getState().callOrderList) return;
    void activeOrdersRefresh();
    void floorServerRefresh();
  }, []);

  // seed 000 §4 orders-event: on Tables it reloads open orders, updated table orders and sections. The local reads
  // are live (use-floor.ts): what the refreshes store shows at once. This terminal's own change (its upload, its moved
  // tables) is already here: fetching the floor again for it only competed with the waiter's next tap (issue 17).
  useEffect(
    () =>
      useRealtime.subscribe((state, previous) => {
        const event = state.lastOrdersEvent;
        if (!event || event === previous.lastOrdersEvent || ordersEventIsOwn(event)) return;
        void activeOrdersRefresh();
        void floorServerRefresh();
      }),
    [],
  );

  // seed 000 §4 Tables background check: every 5 s, offline or while editing, the local orders are put on the
  // tables again (a fresh read); the elapsed times move on at the same beat.
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (!isOnline() || editingRef.current) setTick((value) => value + 1);
    }, BACKGROUND_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const tapAsync = useCallback(
    async (table: FloorTable) => {
      const shiftOpen = shift !== undefined ? shift !== null : (await shiftCurrent()) !== null;
      const result = tableTap(table, { editing: editingRef.current, moving: move !== undefined, shiftOpen });
      if (result.kind === 'none') return;
      if (result.kind === 'move') return move?.onTablePick(result.table);
      if (result.kind === 'shift') return navigate(ROUTES.Shift);
      if (result.kind === 'new-order') return navigate(newOrderOnTablePath(result.table));
      if (result.kind === 'open-order')
        return navigate(orderPath(orderRouteId(result.order)), { state: orderOpenState(result.order) });
      return navigate(tableOrdersPath(result.table));
    },
    [shift, move, navigate],
  );
  const onTap = useCallback((table: FloorTable) => void tapAsync(table), [tapAsync]);

  const onDrop = useCallback(
    (id: number, moved: { x: number; y: number }) => {
      const table = floor?.sections.flatMap((section) => section.tables).find((one) => one.id === id);
      if (!table) return;
      const to = tableDropPosition(table, moved);
      // seed 000 §4 Table edit mode: on release the position is saved locally, then uploaded.
      void tableMoveSave(id, to.x, to.y).then(() => tablesMovedUpload());
    },
    [floor],
  );

  const onSave = () => {
    setEditing(false);
    void tablesMovedUpload();
  };

  const title = move ? (move.title ?? t('tables.moveTitle')) : t('tables.title');
  return (
    <main className="flex h-full min-h-0 flex-col gap-2 p-3 max-sm:p-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold">{title}</h1>
        {!editing && (
          <div role="group" aria-label={t('tables.view')} className="flex gap-1">
            <Button
              size="sm"
              aria-pressed={view === 'grid'}
              variant={view === 'grid' ? 'primary' : 'secondary'}
              onClick={() => setView('grid')}
            >
              {t('tables.grid')}
            </Button>
            <Button
              size="sm"
              aria-pressed={view === 'list'}
              variant={view === 'list' ? 'primary' : 'secondary'}
              onClick={() => setView('list')}
            >
              {t('tables.list')}
            </Button>
          </div>
        )}
        {move?.onCancel && <Button onClick={move.onCancel}>{t('tables.cancel')}</Button>}
        {!move &&
          (editing ? (
            <Button variant="success" onClick={onSave}>
              {t('tables.save')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                setView('grid');
                setEditing(true);
              }}
            >
              {t('tables.edit')}
            </Button>
          ))}
      </div>
      {editing && <p className="text-sm text-ink-muted">{t('tables.editHint')}</p>}
      <Floor floor={floor} view={editing ? 'grid' : view} editing={editing} now={now} onTap={onTap} onDrop={onDrop} />
    </main>
  );
}

interface FloorProps {
  floor: FloorData | undefined;
  view: View;
  editing: boolean;
  now: number;
  onTap: (table: FloorTable) => void;
  onDrop: (id: number, moved: { x: number; y: number }) => void;
}

/** The sections as slides of one scroll-snapping row (swipe, or the section buttons), and the drag context. */
function Floor({ floor, view, editing, now, onTap, onDrop }: FloorProps) {
  const { t } = useTranslation();
  const slides = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Each section's plan scale (fit to its slide): a drag's movement on screen is divided by it.
  const scales = useRef(new Map<number, number>());
  const onScale = useCallback((section: number, scale: number) => {
    scales.current.set(section, scale);
  }, []);
  const inView = useSlidesInView(slides, floor?.sections.length ?? 0);
  if (!floor) return <div aria-busy="true" aria-label={t('tables.loading')} className="min-h-0 flex-1" />;
  if (floor.sections.length === 0)
    return <p className="flex-1 p-6 text-center text-ink-muted">{t('tables.noSections')}</p>;

  const slideTo = (index: number) => {
    const slide = slides.current?.children[index] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
    setCurrent(index);
  };
  const onScroll = () => {
    const row = slides.current;
    const first = row?.children[0] as HTMLElement | undefined;
    if (!row || !first || first.offsetWidth === 0) return;
    setCurrent(Math.round(row.scrollLeft / first.offsetWidth));
  };
  const tables = new Map(
    floor.sections.flatMap((section) => section.tables.map((table) => [table.id, table] as const)),
  );
  return (
    <FloorDrag
      onDrop={(id, moved) => {
        const scale = scales.current.get(tables.get(id)?.section ?? 0) ?? 1;
        onDrop(id, { x: moved.x / scale, y: moved.y / scale });
      }}
      overlay={(id) => {
        const table = tables.get(id);
        return table ? (
          <TableCard table={table} employees={floor.employees} now={now} editing ghost onTap={onTap} />
        ) : null;
      }}
    >
      {floor.sections.length > 1 && (
        <nav aria-label={t('tables.sections')} className="flex gap-1 overflow-x-auto">
          {floor.sections.map((section, index) => (
            <Button
              key={section.id}
              size="sm"
              variant={index === current ? 'chrome' : 'secondary'}
              aria-current={index === current ? 'true' : undefined}
              className="shrink-0"
              onClick={() => slideTo(index)}
            >
              {section.name}
            </Button>
          ))}
        </nav>
      )}
      <div
        ref={slides}
        onScroll={onScroll}
        data-floor-tables={tables.size}
        className="flex min-h-0 flex-1 snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain"
      >
        {floor.sections.map((section, index) => (
          <SectionSlide
            key={section.id}
            section={section}
            inView={inView(index)}
            floor={floor}
            view={view}
            editing={editing}
            now={now}
            onTap={onTap}
            onScale={onScale}
          />
        ))}
      </div>
    </FloorDrag>
  );
}

/**
 * Which slides of the row are on screen (IntersectionObserver against the row): the plans of the others draw no
 * cards until a swipe brings them in, so a floor of many sections paints what shows (issue 17 budget). Before the
 * first report, the first two; without IntersectionObserver, all of them.
 */
function useSlidesInView(row: RefObject<HTMLDivElement | null>, count: number): (index: number) => boolean {
  const [shown, setShown] = useState<ReadonlySet<number> | null>(() =>
    typeof IntersectionObserver === 'function' ? new Set([0, 1]) : null,
  );
  useEffect(() => {
    const element = row.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const slides = [...element.children];
    const observer = new IntersectionObserver(
      (entries) =>
        setShown((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const index = slides.indexOf(entry.target);
            if (entry.isIntersecting) next.add(index);
            else next.delete(index);
          }
          return next;
        }),
      { root: element },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [row, count]);
  return (index) => shown === null || shown.has(index);
}

interface SlideProps {
  section: FloorSection;
  /** On screen: its plan draws its cards. */
  inView: boolean;
  floor: FloorData;
  view: View;
  editing: boolean;
  now: number;
  onTap: (table: FloorTable) => void;
  onScale: (section: number, scale: number) => void;
}

function SectionSlide({ section, inView, floor, view, editing, now, onTap, onScale }: SlideProps) {
  const { t } = useTranslation();
  const heading = `tables-section-${String(section.id)}`;
  const width = Math.max(0, ...section.tables.map((table) => table.x + cardWidth(table))) + PLAN_MARGIN;
  const height = Math.max(0, ...section.tables.map((table) => table.y + CARD_SIZE)) + PLAN_MARGIN;
  return (
    <section
      aria-labelledby={heading}
      className="flex min-h-0 w-full shrink-0 snap-start flex-col gap-2 rounded-panel border border-line bg-surface p-3 min-[992px]:w-[calc(50%-0.375rem)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={heading} className="mr-auto text-lg font-semibold">
          {section.name}
        </h2>
        <Badge tone="warning">{t('tables.occupied', { count: section.occupied })}</Badge>
        <Badge tone="success">{t('tables.vacant', { count: section.vacant })}</Badge>
      </div>
      {section.tables.length === 0 ? (
        <p className="p-4 text-center text-ink-muted">{t('tables.emptySection')}</p>
      ) : view === 'grid' ? (
        <FloorPlan
          width={width}
          height={height}
          tables={inView ? section.tables : NO_TABLES}
          onScale={(scale) => onScale(section.id, scale)}
          card={(table) => (
            <TableCard
              key={table.id}
              table={table}
              employees={floor.employees}
              now={now}
              editing={editing}
              onTap={onTap}
            />
          )}
        />
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('tables.listLabel', { name: section.name })}>
          {section.tables.map((table) => (
            <li key={table.id} className="border-b border-line last:border-b-0">
              <button
                type="button"
                aria-label={t('tables.table', { name: table.name })}
                aria-describedby={`table-row-${String(table.id)}`}
                className="flex min-h-touch w-full items-center gap-3 px-2 py-1 text-left hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-focus active:bg-sky-100"
                onClick={() => onTap(table)}
              >
                <span
                  aria-hidden="true"
                  className={`size-3 shrink-0 rounded-full ${table.orders.length > 0 ? 'bg-amber-500' : 'bg-green-600'}`}
                />
                <span className="w-16 shrink-0 truncate font-bold">{table.name}</span>
                <span id={`table-row-${String(table.id)}`} className="flex min-w-0 flex-1 flex-wrap gap-x-3 text-sm">
                  <TableCardLines table={table} employees={floor.employees} now={now} inline />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const NO_TABLES: readonly FloorTable[] = [];

/** Rows of cards drawn beyond the plan's visible part, above and below, so a scroll shows them at once. */
const PLAN_OVERSCAN = 2 * CARD_SIZE;

/**
 * A section's plan: the tables at their x and y in a box of the plan's size, scaled down to fit the slide's width
 * (not below PLAN_MIN_SCALE: then it scrolls), never up. Only the cards in or near the visible part are drawn (a
 * floor of 200 tables paints as fast as a small one); scrolling draws the others.
 */
function FloorPlan({
  width,
  height,
  tables,
  onScale,
  card,
}: {
  width: number;
  height: number;
  tables: readonly FloorTable[];
  onScale: (scale: number) => void;
  card: (table: FloorTable) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setRoom({ width: element.clientWidth, top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  const scale = room.width > 0 ? Math.min(1, Math.max(PLAN_MIN_SCALE, room.width / width)) : 1;
  useEffect(() => {
    onScale(scale);
  }, [onScale, scale]);
  const from = (room.top - PLAN_OVERSCAN) / scale;
  const to = (room.top + room.height + PLAN_OVERSCAN) / scale;
  const shown = room.height > 0 ? tables.filter((table) => table.y + CARD_SIZE >= from && table.y <= to) : [];
  return (
    <div ref={box} className="min-h-0 flex-1 overflow-auto rounded-control bg-canvas">
      <div style={{ width: width * scale, height: height * scale }}>
        <div className="relative origin-top-left" style={{ width, height, transform: `scale(${String(scale)})` }}>
          {shown.map(card)}
        </div>
      </div>
    </div>
  );
}
