import {
  CATEGORY_COLORS,
  catalogCategoryInput,
  catalogDiningOptionInput,
  catalogDiscountInput,
  catalogTaxInput,
} from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api, ApiError } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useCatalogList, useCatalogMutation } from './api.ts';
import { CatalogNav } from './catalog-nav.tsx';
import { centsParse, centsText, percentParse } from './money.ts';
import { useCatalogValidation } from './validation.ts';

type SimpleList = 'categories' | 'taxes' | 'discounts' | 'dining-options';

/** The form's values: texts and switches, whatever the list. */
type Values = Record<string, string | boolean>;

interface Field {
  name: string;
  kind: 'text' | 'select' | 'check';
  options?: { value: string; label: string }[];
  inputMode?: 'decimal' | 'numeric';
}

interface Spec {
  fields: Field[];
  empty: Values;
  /** A row of the list as the form's values. */
  values: (row: Record<string, unknown>) => Values;
  /** The request body of the values, or the field of a typed value that is no number. */
  body: (values: Values) => { body: Record<string, unknown>; problems: [string, string][] };
  schema: z.ZodType;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown, fallback: number) => String(typeof value === 'number' ? value : fallback);

function useSpec(list: SimpleList): Spec {
  const { t } = useTranslation('catalog');
  switch (list) {
    case 'categories':
      return {
        fields: [
          { name: 'name', kind: 'text' },
          {
            name: 'color',
            kind: 'select',
            options: [
              { value: '', label: t('colors.none') },
              ...CATEGORY_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) })),
            ],
          },
          { name: 'sorting', kind: 'text', inputMode: 'numeric' },
        ],
        empty: { name: '', color: '', sorting: '0' },
        values: (row) => ({ name: text(row.name), color: text(row.color), sorting: num(row.sorting, 0) }),
        body: (values) => ({
          body: { name: values.name, color: values.color || null, sorting: Number(values.sorting || 0) },
          problems: Number.isSafeInteger(Number(values.sorting || 0)) ? [] : [['sorting', 'number']],
        }),
        schema: catalogCategoryInput,
      };
    case 'taxes':
      return {
        fields: [
          { name: 'name', kind: 'text' },
          { name: 'rate', kind: 'text', inputMode: 'decimal' },
        ],
        empty: { name: '', rate: '' },
        values: (row) => ({ name: text(row.name), rate: typeof row.rate === 'number' ? String(row.rate) : '' }),
        body: (values) => {
          const rate = percentParse(text(values.rate));
          return { body: { name: values.name, rate: rate ?? 0 }, problems: rate === null ? [['rate', 'percent']] : [] };
        },
        schema: catalogTaxInput,
      };
    case 'discounts':
      return {
        fields: [
          { name: 'name', kind: 'text' },
          {
            name: 'type',
            kind: 'select',
            options: [
              { value: '1', label: t('discounts.percent') },
              { value: '2', label: t('discounts.amount') },
            ],
          },
          { name: 'value', kind: 'text', inputMode: 'decimal' },
        ],
        empty: { name: '', type: '1', value: '' },
        values: (row) => ({
          name: text(row.name),
          type: num(row.type, 1),
          value: centsText(Number(row.value_hundredths ?? 0)),
        }),
        body: (values) => {
          const value = centsParse(text(values.value));
          return {
            body: { name: values.name, type: Number(values.type), value_hundredths: value ?? 0 },
            problems: value === null ? [['value', 'amount']] : [],
          };
        },
        schema: catalogDiscountInput,
      };
    case 'dining-options':
      return {
        fields: [
          { name: 'name', kind: 'text' },
          { name: 'active', kind: 'check' },
          { name: 'online_ordering', kind: 'check' },
          { name: 'is_default', kind: 'check' },
          { name: 'sorting', kind: 'text', inputMode: 'numeric' },
        ],
        empty: { name: '', active: true, online_ordering: false, is_default: false, sorting: '0' },
        values: (row) => ({
          name: text(row.name),
          active: row.active === true,
          online_ordering: row.online_ordering === true,
          is_default: row.is_default === true,
          sorting: num(row.sorting, 0),
        }),
        body: (values) => ({
          body: {
            name: values.name,
            active: values.active === true,
            online_ordering: values.online_ordering === true,
            is_default: values.is_default === true,
            sorting: Number(values.sorting || 0),
          },
          problems: Number.isSafeInteger(Number(values.sorting || 0)) ? [] : [['sorting', 'number']],
        }),
        schema: catalogDiningOptionInput,
      };
  }
}

/** Maps a body field to the form's (value_hundredths → value). */
const formField = (path: string) => {
  const head = path.split('.')[0] ?? 'name';
  return head === 'value_hundredths' ? 'value' : head;
};

/** Categories, taxes, discount presets or dining options: the list, and a dialog to add or change one. */
export default function ListsScreen({ list }: { list: SimpleList }) {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const format = useFormat();
  const query = useCatalogList(storeId, list);
  const [editing, setEditing] = useState<{ id: number | null; values: Values } | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const spec = useSpec(list);
  const path = `/stores/${String(storeId)}/catalog/${list}`;
  const remove = useCatalogMutation(storeId, (id: number) => api(`${path}/${String(id)}`, { method: 'DELETE' }));
  const rows = (query.data?.results ?? []) as Record<string, unknown>[];

  const summary = (row: Record<string, unknown>): string => {
    switch (list) {
      case 'categories':
        return [
          row.color ? t(`colors.${text(row.color)}`) : t('colors.none'),
          t('lists.productCount', { count: Number(row.product_count ?? 0) }),
        ].join(' · ');
      case 'taxes':
        return [
          t('taxes.rateValue', { rate: Number(row.rate) }),
          t('lists.productCount', { count: Number(row.product_count ?? 0) }),
        ].join(' · ');
      case 'discounts':
        return row.type === 1
          ? t('discounts.percentValue', { value: Number(row.value_hundredths) / 100 })
          : format.money(cents(Number(row.value_hundredths)));
      case 'dining-options':
        return [
          row.active ? t('diningOptions.active') : t('diningOptions.inactive'),
          row.online_ordering ? t('diningOptions.online') : null,
          row.is_default ? t('diningOptions.default') : null,
        ]
          .filter(Boolean)
          .join(' · ');
    }
  };

  return (
    <Page
      title={t(`lists.${list}.title`)}
      actions={
        <Button variant="primary" onClick={() => setEditing({ id: null, values: spec.empty })}>
          {t(`lists.${list}.add`)}
        </Button>
      }
    >
      <CatalogNav />
      <Panel>
        {query.isError ? (
          <QueryError error={query.error} retry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <p className="text-ink-muted">{t(`lists.${list}.empty`)}</p>
        ) : (
          <ul className="divide-y divide-line">
            {rows.map((row) => {
              const id = Number(row.id);
              const name = text(row.name);
              return (
                <li key={id} className="flex flex-wrap items-center gap-3 py-2">
                  {list === 'categories' && <Swatch color={text(row.color)} />}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{name}</p>
                    <p className="text-sm text-ink-muted">{summary(row)}</p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={t('lists.editNamed', { name })}
                    onClick={() => setEditing({ id, values: spec.values(row) })}
                  >
                    {t('lists.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t('lists.removeNamed', { name })}
                    onClick={() => {
                      remove.reset();
                      setRemoving({ id, name });
                    }}
                  >
                    {t('lists.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      {editing && (
        <ListForm
          list={list}
          spec={spec}
          id={editing.id}
          initial={editing.values}
          path={path}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('lists.removeTitle')}
        role="alertdialog"
      >
        <p className="break-words">{t('lists.removeText', { name: removing?.name ?? '' })}</p>
        <ErrorBanner error={remove.error} />
        <ModalActions>
          <Button onClick={() => setRemoving(null)} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          >
            {t('lists.remove')}
          </Button>
        </ModalActions>
      </Modal>
    </Page>
  );
}

/** The colour a category's name maps to on the terminal (seed 001 §9), as a small swatch. */
export function Swatch({ color }: { color: string }) {
  const look: Record<string, string> = {
    orange: 'bg-orange-500',
    aqua: 'bg-cyan-300',
    brown: 'bg-amber-800',
    green: 'bg-green-600',
    cyan: 'bg-cyan-600',
    maroon: 'bg-rose-900',
    pink: 'bg-pink-500',
  };
  return (
    <span
      aria-hidden="true"
      className={`size-6 shrink-0 rounded-full border border-line ${look[color] ?? 'bg-slate-600'}`}
    />
  );
}

function ListForm({
  list,
  spec,
  id,
  initial,
  path,
  onClose,
}: {
  list: SimpleList;
  spec: Spec;
  id: number | null;
  initial: Values;
  path: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog');
  const message = useCatalogValidation();
  const storeId = useStoreId();
  const resolver: Resolver<Values> = (values) => {
    const { body, problems } = spec.body(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, problem] of problems) errors[field] ??= { type: 'validate', message: message(problem) };
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors[formField(issue.path.map(String).join('.'))] ??= { type: 'validate', message: message(issue.message) };
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
  };
  const form = useForm<Values>({ defaultValues: initial, resolver });
  const save = useCatalogMutation(storeId, (values: Values) =>
    api(id === null ? path : `${path}/${String(id)}`, {
      method: id === null ? 'POST' : 'PUT',
      body: spec.body(values).body,
    }),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field)
        form.setError(formField(error.field), { message: message(error.message) });
    }
  });
  return (
    <Modal isOpen onClose={onClose} title={t(id === null ? `lists.${list}.add` : `lists.${list}.edit`)} size="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <ErrorBanner error={save.error} />
        {spec.fields.map((field) => (
          <FieldInput key={field.name} form={form} field={field} label={t(`fields.${field.name}`)} />
        ))}
        <ModalActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('save')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

function FieldInput({ form, field, label }: { form: UseFormReturn<Values>; field: Field; label: string }) {
  const id = useId();
  if (field.kind === 'check')
    return (
      <label htmlFor={id} className="flex min-h-touch items-center gap-3 font-semibold">
        <input id={id} type="checkbox" className="size-6 shrink-0 accent-primary" {...form.register(field.name)} />
        {label}
      </label>
    );
  if (field.kind === 'select')
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <select
          id={id}
          className="min-h-touch w-full rounded-control border border-slate-400 bg-surface px-3 text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
          {...form.register(field.name)}
        >
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  return <FormField form={form} name={field.name} label={label} inputMode={field.inputMode} autoComplete="off" />;
}
