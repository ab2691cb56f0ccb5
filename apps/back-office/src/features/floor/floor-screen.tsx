import type { DashboardSection, DashboardTable } from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConfirmDialog } from '../people/parts.tsx';
import {
  useSectionCreate,
  useSectionDelete,
  useSectionUpdate,
  useSections,
  useTableCreate,
  useTableDelete,
  useTablesPlace,
  useTableUpdate,
} from './api.ts';
import { freeSpot, GRID, planExtent, snap, tableSize } from './plan.ts';

const SHAPES = ['square', 'round', 'rectangle'] as const;
type Position = { x: number; y: number };

/**
 * Sections and tables (issue 16 §7): pick a section, add, rename and remove sections and tables, and place tables on
 * the plan by dragging them, with the arrow keys, or by their X and Y; the positions are the ones the terminal's edit
 * mode moves, saved together.
 */
export default function FloorScreen() {
  const { t } = useTranslation('floor');
  const { t: common } = useTranslation('common');
  const sections = useSections();
  const [chosen, setChosen] = useState<number | null>(null);
  const [naming, setNaming] = useState<DashboardSection | 'new' | null>(null);
  const [removing, setRemoving] = useState<DashboardSection | null>(null);
  const removeSection = useSectionDelete();

  if (sections.isPending) return <Loading />;
  if (sections.isError)
    return (
      <Page title={common('nav.floor')}>
        <QueryError error={sections.error} retry={() => void sections.refetch()} />
      </Page>
    );
  const list = sections.data.results;
  const section = list.find((row) => row.id === chosen) ?? list[0] ?? null;

  return (
    <Page
      title={common('nav.floor')}
      description={t('description')}
      actions={
        <Button variant="primary" onClick={() => setNaming('new')}>
          {t('sections.add')}
        </Button>
      }
    >
      {section === null ? (
        <Panel>
          <p className="text-ink-muted">{t('sections.empty')}</p>
        </Panel>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('sections.section')}
              className="min-w-48 flex-1 sm:flex-none"
              value={String(section.id)}
              onChange={(event) => setChosen(Number(event.target.value))}
              options={list.map((row) => ({ value: String(row.id), label: row.name }))}
            />
            <Button onClick={() => setNaming(section)}>{t('sections.rename')}</Button>
            <Button variant="quiet" onClick={() => setRemoving(section)}>
              {t('sections.remove')}
            </Button>
          </div>
          <SectionPlan key={section.id} section={section} />
        </>
      )}
      <Modal
        isOpen={naming !== null}
        onClose={() => setNaming(null)}
        title={naming === 'new' ? t('sections.add') : t('sections.rename')}
        size="md"
      >
        {naming !== null && (
          <SectionNameForm
            section={naming === 'new' ? null : naming}
            onDone={(id) => {
              if (id) setChosen(id);
              setNaming(null);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('sections.removeTitle')}
        message={removing ? t('sections.removeText', { name: removing.name }) : ''}
        confirmLabel={t('sections.remove')}
        cancelLabel={common('cancel')}
        busy={removeSection.isPending}
        error={<ErrorBanner error={removeSection.error} />}
        onConfirm={() =>
          removing &&
          removeSection.mutate(removing.id, {
            onSuccess: () => {
              setChosen(null);
              setRemoving(null);
            },
          })
        }
        onClose={() => {
          removeSection.reset();
          setRemoving(null);
        }}
      />
    </Page>
  );
}

function SectionNameForm({ section, onDone }: { section: DashboardSection | null; onDone: (id?: number) => void }) {
  const { t } = useTranslation('floor');
  const { t: common } = useTranslation('common');
  const create = useSectionCreate();
  const update = useSectionUpdate();
  const mutation = section ? update : create;
  const [name, setName] = useState(section?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(common('validation.required'));
    if (section) update.mutate({ id: section.id, name }, { onSuccess: () => onDone() });
    else create.mutate({ name }, { onSuccess: (created) => onDone(created.id) });
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <ErrorBanner error={mutation.error} />
      <TextField
        label={t('sections.name')}
        value={name}
        error={error}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
      />
      <ModalActions>
        <Button onClick={() => onDone()}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {common('save')}
        </Button>
      </ModalActions>
    </form>
  );
}

/** One section's plan: tables placed by pointer, keyboard or numbers; moves saved together. */
function SectionPlan({ section }: { section: DashboardSection }) {
  const { t } = useTranslation('floor');
  const [moved, setMoved] = useState<Record<number, Position>>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const place = useTablesPlace();
  const drag = useRef<{ id: number; pointer: Position; from: Position } | null>(null);
  const tables = section.tables.map((table) => ({ ...table, ...moved[table.id] }));
  const extent = planExtent(tables);
  const current = tables.find((table) => table.id === selected) ?? null;
  const unsaved = Object.keys(moved).length;

  const moveTo = (id: number, position: Position) =>
    setMoved((all) => ({ ...all, [id]: { x: snap(position.x), y: snap(position.y) } }));
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, table: DashboardTable) => {
    setSelected(table.id);
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: table.id, pointer: { x: event.clientX, y: event.clientY }, from: { x: table.x, y: table.y } };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const active = drag.current;
    if (!active) return;
    const dx = event.clientX - active.pointer.x;
    const dy = event.clientY - active.pointer.y;
    if (Math.abs(dx) < 3 && Math.abs(dy) < 3) return;
    moveTo(active.id, { x: active.from.x + dx, y: active.from.y + dy });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, table: DashboardTable) => {
    const step = event.shiftKey ? GRID * 5 : GRID;
    const delta: Record<string, Position> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const by = delta[event.key];
    if (!by) return;
    event.preventDefault();
    moveTo(table.id, { x: table.x + by.x, y: table.y + by.y });
  };
  const save = () =>
    place.mutate(
      Object.entries(moved).map(([id, position]) => ({ id: Number(id), ...position })),
      { onSuccess: () => setMoved({}) },
    );

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
      <Panel title={t('plan.title', { name: section.name })} className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Button onClick={() => setAdding(true)}>{t('tables.add')}</Button>
          <Button variant="primary" disabled={unsaved === 0} busy={place.isPending} onClick={save}>
            {t('plan.save')}
          </Button>
          <Button variant="quiet" disabled={unsaved === 0} onClick={() => setMoved({})}>
            {t('plan.undo')}
          </Button>
          <p role="status" className="text-sm text-ink-muted">
            {unsaved > 0 ? t('plan.unsaved', { count: unsaved }) : ''}
          </p>
        </div>
        <ErrorBanner error={place.error} className="mb-3" />
        <p id={`plan-help-${section.id}`} className="mb-2 text-sm text-ink-muted">
          {t('plan.help')}
        </p>
        {tables.length === 0 ? (
          <p className="text-ink-muted">{t('tables.empty')}</p>
        ) : (
          <div className="max-h-[60vh] overflow-auto rounded-control border border-line bg-slate-50" data-scroll-x="">
            <div
              className="relative"
              role="group"
              aria-label={t('plan.label', { name: section.name })}
              aria-describedby={`plan-help-${section.id}`}
              style={{
                width: extent.width,
                height: extent.height,
                backgroundImage:
                  'linear-gradient(to right, rgb(0 0 0 / 0.05) 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.05) 1px, transparent 1px)',
                backgroundSize: `${GRID * 4}px ${GRID * 4}px`,
              }}
            >
              {tables.map((table) => {
                const size = tableSize(table.type);
                const isSelected = table.id === selected;
                return (
                  <button
                    key={table.id}
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={t('plan.tableLabel', { name: table.name, x: table.x, y: table.y })}
                    onPointerDown={(event) => onPointerDown(event, table)}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerUp}
                    onPointerCancel={onPointerUp}
                    onKeyDown={(event) => onKeyDown(event, table)}
                    onClick={() => setSelected(table.id)}
                    className={`absolute flex touch-none items-center justify-center border-2 p-1 text-center font-bold break-all select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${
                      table.type === 'round' ? 'rounded-full' : 'rounded-control'
                    } ${isSelected ? 'border-primary bg-sky-100' : 'border-slate-500 bg-surface'} ${
                      moved[table.id] ? 'border-dashed' : ''
                    }`}
                    style={{ left: table.x, top: table.y, width: size.width, height: size.height }}
                  >
                    {table.name}
                  </button>
                );
              })}
            </div>
          </div>
        )}
      </Panel>
      <Panel title={current ? t('tables.details', { name: current.name }) : t('tables.title')} className="min-w-0">
        {current ? (
          <TableDetails
            key={current.id}
            table={current}
            onPlace={(position) => moveTo(current.id, position)}
            onRemoved={() => setSelected(null)}
          />
        ) : (
          <p className="text-ink-muted">{t('tables.pick')}</p>
        )}
      </Panel>
      <Modal isOpen={adding} onClose={() => setAdding(false)} title={t('tables.add')} size="md">
        {adding && <TableCreateForm section={section} onDone={() => setAdding(false)} />}
      </Modal>
    </div>
  );
}

function TableCreateForm({ section, onDone }: { section: DashboardSection; onDone: () => void }) {
  const { t } = useTranslation('floor');
  const { t: common } = useTranslation('common');
  const create = useTableCreate();
  const [name, setName] = useState('');
  const [shape, setShape] = useState<(typeof SHAPES)[number]>('square');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(common('validation.required'));
    if (name.trim().length > 30) return setError(t('tables.nameTooLong'));
    create.mutate(
      { section_id: section.id, name: name.trim(), type: shape, ...freeSpot(section.tables) },
      { onSuccess: onDone },
    );
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <ErrorBanner error={create.error} />
      <TextField
        label={t('tables.name')}
        value={name}
        error={error}
        maxLength={30}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('tables.shape')}
        value={shape}
        onChange={(event) => setShape(SHAPES.find((value) => value === event.target.value) ?? 'square')}
        options={SHAPES.map((value) => ({ value, label: t(`shapes.${value}`) }))}
      />
      <ModalActions>
        <Button onClick={onDone}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={create.isPending}>
          {t('tables.add')}
        </Button>
      </ModalActions>
    </form>
  );
}

function TableDetails({
  table,
  onPlace,
  onRemoved,
}: {
  table: DashboardTable;
  onPlace: (position: Position) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('floor');
  const { t: common } = useTranslation('common');
  const update = useTableUpdate();
  const remove = useTableDelete();
  const [name, setName] = useState(table.name);
  const [shape, setShape] = useState(table.type);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(common('validation.required'));
    if (name.trim().length > 30) return setError(t('tables.nameTooLong'));
    setError(null);
    const type = SHAPES.find((value) => value === shape);
    update.mutate({ id: table.id, name: name.trim(), ...(type ? { type } : {}) });
  };
  const coordinate = (axis: 'x' | 'y', value: string) => {
    const number = Number(value);
    if (Number.isFinite(number)) onPlace({ x: table.x, y: table.y, [axis]: number });
  };
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <ErrorBanner error={update.error} />
      <TextField
        label={t('tables.name')}
        value={name}
        error={error}
        maxLength={30}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('tables.shape')}
        value={shape}
        onChange={(event) => setShape(event.target.value)}
        options={SHAPES.map((value) => ({ value, label: t(`shapes.${value}`) }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('tables.x')}
          type="number"
          min={0}
          step={GRID}
          value={table.x}
          onChange={(e) => coordinate('x', e.target.value)}
        />
        <TextField
          label={t('tables.y')}
          type="number"
          min={0}
          step={GRID}
          value={table.y}
          onChange={(e) => coordinate('y', e.target.value)}
        />
      </div>
      {table.open_orders > 0 && <Badge tone="warning">{t('tables.openOrders', { count: table.open_orders })}</Badge>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={update.isPending}>
          {common('save')}
        </Button>
        <Button variant="quiet" onClick={() => setConfirming(true)}>
          {t('tables.remove')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('tables.removeTitle')}
        message={t('tables.removeText', { name: table.name })}
        confirmLabel={t('tables.remove')}
        cancelLabel={common('cancel')}
        busy={remove.isPending}
        error={<ErrorBanner error={remove.error} />}
        onConfirm={() =>
          remove.mutate(table.id, {
            onSuccess: () => {
              setConfirming(false);
              onRemoved();
            },
          })
        }
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </form>
  );
}
