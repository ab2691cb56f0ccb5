import { orderNumberShown, quantityText, SPLIT_PARTS_MAX, type Cents } from '@opentill/domain';
import type { TFunction } from 'i18next';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useOrderRecord, type OrderRecord } from '../../data/repositories/orders.ts';
import { useTotalsContext } from '../../data/repositories/totals-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorModal } from '../../ui/error-modal.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useToasts } from '../../ui/toast.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { checkoutPath, orderRouteId, tableOrdersPath } from '../order/order-routing.ts';
import { splitApply, splitEvenlyApply, type SplitError } from './split-actions.ts';
import {
  splitByItemsPreview,
  splitBySeatPreview,
  splitEvenPreview,
  splitLines,
  splitRefusal,
  type SplitPartView,
  type SplitPreview,
} from './split-view.ts';

type Money = (value: Cents) => string;
type Mode = 'items' | 'seats' | 'even';

/** The words of a refusal in the employee's language; the seeds' Restricted Access goes through the error modal. */
function refusalText(t: TFunction, error: SplitError): { title: string; message: string } {
  if (error.kind === 'access') return error;
  return { title: t('split.title'), message: t(`split.refused.${error.kind}`) };
}

/**
 * Split bill (seed 001 §6: only with a table, hidden in quick service; issue 17 §3): by items into new orders of the
 * same table, by seat, or evenly into N parts that checkout takes one by one. Every figure comes from the domain
 * (split-view.ts); the screen formats them.
 */
export default function SplitBillScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: tableParam = '', order: orderParam = '' } = useParams();
  const order = useOrderRecord(orderParam);
  const totals = useTotalsContext();
  const [mode, setMode] = useState<Mode>('items');
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const back = () => void navigate(/^\d+$/.test(tableParam) ? tableOrdersPath(tableParam) : ROUTES.Tables);

  if (order === undefined || totals === null) return null;
  if (order === null || order.table === null || order.table === undefined)
    return (
      <main className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-semibold">{t('split.title')}</h1>
        <p className="text-ink-muted">{t(order === null ? 'split.refused.missing' : 'split.refused.no-table')}</p>
        <Button variant="primary" onClick={back}>
          {t('split.back')}
        </Button>
      </main>
    );

  const number = orderNumberShown(order);
  const done = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  const applyParts = (choice: Parameters<typeof splitApply>[1]) =>
    done(async () => {
      const outcome = await splitApply(orderRouteId(order), choice, totals);
      if (!outcome.ok) return setError(refusalText(t, outcome.error));
      useToasts.getState().show(t('split.done', { count: outcome.orders.length }), 'success');
      void navigate(tableOrdersPath(String(order.table)), { replace: true });
    });
  const applyEven = (count: number) =>
    done(async () => {
      const outcome = await splitEvenlyApply(orderRouteId(order), count);
      if (!outcome.ok) return setError(refusalText(t, outcome.error));
      void navigate(checkoutPath(orderRouteId(outcome.order)), { replace: true });
    });

  return (
    <main className="flex h-full min-h-0 min-w-0 flex-col gap-2 p-2">
      <header className="flex shrink-0 flex-wrap items-center gap-2">
        <Button size="sm" onClick={back}>
          {t('split.back')}
        </Button>
        <h1 className="min-w-0 truncate text-xl font-bold">
          {number ? t('split.titleNumbered', { number }) : t('split.title')}
        </h1>
      </header>
      <Tabs
        selectedKey={mode}
        onSelectionChange={(key: Key) => setMode(key as Mode)}
        className="min-h-0 flex-1 rounded-panel bg-surface shadow"
      >
        <TabList aria-label={t('split.how')} className="shrink-0 px-2">
          <Tab id="items">{t('split.byItems')}</Tab>
          <Tab id="seats">{t('split.bySeat')}</Tab>
          <Tab id="even">{t('split.evenly')}</Tab>
        </TabList>
        <TabPanel id="items" className="flex min-h-0 flex-1 flex-col">
          <ByItems
            order={order}
            totals={totals}
            busy={busy}
            onSplit={(partOf) => void applyParts({ kind: 'items', partOf })}
          />
        </TabPanel>
        <TabPanel id="seats" className="flex min-h-0 flex-1 flex-col">
          <BySeat order={order} totals={totals} busy={busy} onSplit={() => void applyParts({ kind: 'seats' })} />
        </TabPanel>
        <TabPanel id="even" className="flex min-h-0 flex-1 flex-col">
          <Evenly order={order} totals={totals} busy={busy} onSplit={(count) => void applyEven(count)} />
        </TabPanel>
      </Tabs>
      {error && <ErrorModal isOpen title={error.title} message={error.message} onClose={() => setError(null)} />}
    </main>
  );
}

type Totals = NonNullable<ReturnType<typeof useTotalsContext>>;

/** The refusal of a split by items or seats, when there is one. */
function Refusal({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const refusal = splitRefusal(order);
  if (!refusal) return null;
  return (
    <p role="status" className="m-2 rounded-control bg-amber-100 p-3 text-amber-900">
      {t(`split.refused.${refusal}`)}
    </p>
  );
}

/** Split by items: each line picks its part (1 is this order); the parts' figures show below as they would be saved. */
function ByItems({
  order,
  totals,
  busy,
  onSplit,
}: {
  order: OrderRecord;
  totals: Totals;
  busy: boolean;
  onSplit: (partOf: ReadonlyMap<string, number>) => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [partOf, setPartOf] = useState<ReadonlyMap<string, number>>(new Map());
  const [count, setCount] = useState(2);
  const lines = useMemo(() => splitLines(order, totals), [order, totals]);
  const preview = useMemo(() => splitByItemsPreview(order, partOf, totals), [order, partOf, totals]);
  const refused = splitRefusal(order) !== null;
  const most = Math.min(SPLIT_PARTS_MAX, Math.max(2, lines.length));
  const pick = (localId: string, part: number) => setPartOf(new Map(partOf).set(localId, part));
  const fewer = () => {
    const next = count - 1;
    // Lines in the part that goes back to this order.
    setPartOf(new Map([...partOf].map(([key, part]) => [key, part >= next ? 0 : part])));
    setCount(next);
  };
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <Refusal order={order} />
        <div role="group" aria-label={t('split.parts')} className="mb-2 flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t('split.parts')}</span>
          <Button size="sm" disabled={refused || count <= 2} onClick={fewer}>
            {t('split.removePart')}
          </Button>
          <output aria-label={t('split.parts')} className="min-w-8 text-center text-lg font-bold tabular-nums">
            {count}
          </output>
          <Button size="sm" disabled={refused || count >= most} onClick={() => setCount(count + 1)}>
            {t('split.addPart')}
          </Button>
        </div>
        <ul aria-label={t('split.lines')} className="divide-y divide-line">
          {lines.map((line) => {
            const chosen = partOf.get(line.localId) ?? 0;
            return (
              <li key={line.localId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="flex min-w-0 flex-1 basis-48 items-baseline gap-2">
                  <span className="shrink-0 font-semibold tabular-nums">{quantityText(line.quantity)} ×</span>
                  <span className="min-w-0 flex-1 break-words">{line.name}</span>
                  <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
                </span>
                <span
                  role="group"
                  aria-label={t('split.partFor', { name: line.name })}
                  className="flex flex-wrap gap-1"
                >
                  {Array.from({ length: count }, (_, part) => (
                    <Button
                      key={part}
                      size="sm"
                      disabled={refused}
                      variant={chosen === part ? 'primary' : 'secondary'}
                      aria-pressed={chosen === part}
                      aria-label={t('split.part', { number: part + 1 })}
                      onClick={() => pick(line.localId, part)}
                      className="min-w-11 px-2"
                    >
                      {part + 1}
                    </Button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
        <PartsSummary preview={preview} money={money} />
      </div>
      <Footer>
        <Button
          variant="primary"
          disabled={refused || busy || preview.plan.parts.length === 0}
          busy={busy}
          onClick={() => onSplit(partOf)}
          className="w-full"
        >
          {preview.parts.length < 2 ? t('split.pickParts') : t('split.splitInto', { count: preview.parts.length })}
        </Button>
      </Footer>
    </>
  );
}

/** Split by seat: one order per seat, the lines without a seat stay on this order. */
function BySeat({
  order,
  totals,
  busy,
  onSplit,
}: {
  order: OrderRecord;
  totals: Totals;
  busy: boolean;
  onSplit: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const preview = useMemo(() => splitBySeatPreview(order, totals), [order, totals]);
  const refused = splitRefusal(order) !== null;
  const seated = preview.parts.some((part) => part.lines.some((line) => line.seat !== null));
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <Refusal order={order} />
        {!refused && !seated && (
          <p role="status" className="m-2 rounded-control bg-slate-100 p-3">
            {t('split.noSeats')}
          </p>
        )}
        <PartsSummary preview={preview} money={money} />
      </div>
      <Footer>
        <Button
          variant="primary"
          disabled={refused || busy || preview.plan.parts.length === 0}
          busy={busy}
          onClick={onSplit}
          className="w-full"
        >
          {preview.parts.length < 2
            ? t('split.noSeatsToSplit')
            : t('split.splitBySeat', { count: preview.parts.length })}
        </Button>
      </Footer>
    </>
  );
}

/** Split evenly into N parts (2 to 20): the amounts add up to the cent; checkout takes each part as its own payment. */
function Evenly({
  order,
  totals,
  busy,
  onSplit,
}: {
  order: OrderRecord;
  totals: Totals;
  busy: boolean;
  onSplit: (count: number) => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [count, setCount] = useState(order.split_parts ?? 2);
  const preview = useMemo(() => splitEvenPreview(order, count, totals), [order, count, totals]);
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <div role="group" aria-label={t('split.count')} className="mb-3 flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t('split.count')}</span>
          <Button size="sm" disabled={count <= 2} onClick={() => setCount(count - 1)} aria-label={t('split.fewer')}>
            −
          </Button>
          <output aria-label={t('split.count')} className="min-w-8 text-center text-lg font-bold tabular-nums">
            {count}
          </output>
          <Button
            size="sm"
            disabled={count >= SPLIT_PARTS_MAX}
            onClick={() => setCount(count + 1)}
            aria-label={t('split.more')}
          >
            +
          </Button>
        </div>
        <p className="mb-2">
          {t('split.evenTotal')} <span className="font-bold tabular-nums">{money(preview.due)}</span>
        </p>
        <ol
          aria-label={t('split.evenParts')}
          className="grid gap-1 [grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))]"
        >
          {preview.amounts.map((amount, index) => (
            <li key={index} className="flex justify-between gap-2 rounded-control bg-slate-50 px-3 py-2">
              <span>{t('split.part', { number: index + 1 })}</span>
              <span className="font-semibold tabular-nums">{money(amount)}</span>
            </li>
          ))}
        </ol>
      </div>
      <Footer>
        <Button variant="primary" disabled={busy} busy={busy} onClick={() => onSplit(count)} className="w-full">
          {t('split.splitEvenly', { count })}
        </Button>
      </Footer>
    </>
  );
}

function Footer({ children }: { children: React.ReactNode }) {
  return <div className="shrink-0 border-t border-line p-2">{children}</div>;
}

/** The orders a split makes, as they would be saved: part 1 is this order. */
function PartsSummary({ preview, money }: { preview: SplitPreview; money: Money }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('split.preview')} className="mt-3">
      <h2 className="mb-1 font-semibold">{t('split.preview')}</h2>
      <ul className="grid gap-2 [grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))]">
        {preview.parts.map((part) => (
          <PartCard key={part.number} part={part} money={money} t={t} />
        ))}
      </ul>
    </section>
  );
}

function PartCard({ part, money, t }: { part: SplitPartView; money: Money; t: TFunction }) {
  const title = t('split.part', { number: part.number });
  const seat =
    part.seat !== null ? t('split.seat', { seat: part.seat }) : part.number === 1 ? t('split.thisOrder') : null;
  return (
    <li aria-label={title} className="rounded-control border border-line p-2">
      <p className="flex justify-between gap-2 font-semibold">
        <span>
          {title}
          {seat && <span className="ml-1 font-normal text-ink-muted">· {seat}</span>}
        </span>
        <span className="tabular-nums" aria-label={t('split.partTotal', { number: part.number })}>
          {money(part.total)}
        </span>
      </p>
      <ul className="text-sm text-ink-muted">
        {part.lines.map((line) => (
          <li key={line.localId} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">
              {quantityText(line.quantity)} × {line.name}
            </span>
            <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-sm">
        <span>{t('split.tax')}</span>
        <span className="tabular-nums">{money(part.tax)}</span>
      </p>
    </li>
  );
}
