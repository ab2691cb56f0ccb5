import { catalogModifierGroupInput, type CatalogModifierGroup } from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { centsParse, centsText } from './money.ts';
import { useCatalogValidation } from './validation.ts';

interface GroupValues {
  name: string;
  min_selection: string;
  max_selection: string;
  modifiers: { id: number | null; name: string; price: string; active: boolean }[];
}

const emptyGroup: GroupValues = {
  name: '',
  min_selection: '0',
  max_selection: '0',
  modifiers: [{ id: null, name: '', price: '0.00', active: true }],
};

function groupValues(group: CatalogModifierGroup): GroupValues {
  return {
    name: group.name,
    min_selection: String(group.min_selection),
    max_selection: String(group.max_selection),
    modifiers: group.modifiers.map((modifier) => ({
      id: modifier.id,
      name: modifier.name,
      price: centsText(modifier.price_cents),
      active: modifier.active,
    })),
  };
}

function groupBody(values: GroupValues) {
  const problems: [string, string][] = [];
  const whole = (field: 'min_selection' | 'max_selection') => {
    const value = Number(values[field] || 0);
    if (!Number.isSafeInteger(value) || value < 0) problems.push([field, 'number']);
    return Number.isSafeInteger(value) ? value : 0;
  };
  const body = {
    name: values.name,
    min_selection: whole('min_selection'),
    max_selection: whole('max_selection'),
    modifiers: values.modifiers.map((modifier, index) => {
      const price = centsParse(modifier.price || '0');
      if (price === null) problems.push([`modifiers.${index}.price`, 'amount']);
      return {
        ...(modifier.id === null ? {} : { id: modifier.id }),
        name: modifier.name,
        price_cents: price ?? 0,
        active: modifier.active,
      };
    }),
  };
  return { body, problems };
}

/** Body field → form field: modifiers.2.price_cents → modifiers.2.price. */
const formField = (path: string) => path.replace(/\.price_cents$/, '.price');

/** Modifier groups with min and max (seed 001 §3): what a cashier must or may pick with a product. */
export default function ModifierGroupsScreen() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const format = useFormat();
  const query = useCatalogList(storeId, 'modifier-groups');
  const [editing, setEditing] = useState<{ id: number | null; values: GroupValues } | null>(null);
  const [removing, setRemoving] = useState<CatalogModifierGroup | null>(null);
  const path = `/stores/${String(storeId)}/catalog/modifier-groups`;
  const remove = useCatalogMutation(storeId, (id: number) => api(`${path}/${String(id)}`, { method: 'DELETE' }));

  const rule = (group: CatalogModifierGroup) => {
    if (group.min_selection > 0 && group.max_selection === group.min_selection)
      return t('groups.exactly', { count: group.min_selection });
    const min = group.min_selection > 0 ? t('groups.atLeast', { count: group.min_selection }) : t('groups.optional');
    const max = group.max_selection > 0 ? t('groups.atMost', { count: group.max_selection }) : t('groups.noLimit');
    return `${min} · ${max}`;
  };

  return (
    <Page
      title={t('lists.modifier-groups.title')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ id: null, values: emptyGroup })}>
          {t('lists.modifier-groups.add')}
        </Button>
      }
    >
      <CatalogNav />
      {query.isError ? (
        <QueryError error={query.error} retry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Loading />
      ) : query.data.results.length === 0 ? (
        <Panel>
          <p className="text-ink-muted">{t('lists.modifier-groups.empty')}</p>
        </Panel>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {query.data.results.map((group) => (
            <Panel key={group.id} title={group.name}>
              <p className="mb-2 text-ink-muted">
                {rule(group)} · {t('lists.productCount', { count: group.product_count })}
              </p>
              <ul className="mb-3 flex flex-col gap-1">
                {group.modifiers.map((modifier) => (
                  <li
                    key={modifier.id}
                    className={`flex justify-between gap-3 ${modifier.active ? '' : 'text-ink-muted'}`}
                  >
                    <span className="break-words">
                      {modifier.name}
                      {!modifier.active && ` (${t('groups.inactive')})`}
                    </span>
                    <span className="tabular-nums">{format.money(cents(modifier.price_cents))}</span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  aria-label={t('lists.editNamed', { name: group.name })}
                  onClick={() => setEditing({ id: group.id, values: groupValues(group) })}
                >
                  {t('lists.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="quiet"
                  aria-label={t('lists.removeNamed', { name: group.name })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(group);
                  }}
                >
                  {t('lists.remove')}
                </Button>
              </div>
            </Panel>
          ))}
        </div>
      )}
      {editing && <GroupForm id={editing.id} initial={editing.values} path={path} onClose={() => setEditing(null)} />}
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

function GroupForm({
  id,
  initial,
  path,
  onClose,
}: {
  id: number | null;
  initial: GroupValues;
  path: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog');
  const message = useCatalogValidation();
  const storeId = useStoreId();
  const resolver: Resolver<GroupValues> = (values) => {
    const { body, problems } = groupBody(values);
    const errors: Record<string, unknown> = {};
    const put = (field: string, text: string) => {
      const parts = field.split('.');
      let node = errors;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1) ?? field] ??= { type: 'validate', message: message(text) };
    };
    for (const [field, problem] of problems) put(field, problem);
    const parsed = catalogModifierGroupInput.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) put(formField(issue.path.map(String).join('.')), issue.message);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<GroupValues> }
      : { values, errors: {} };
  };
  const form = useForm<GroupValues>({ defaultValues: initial, resolver });
  const modifiers = useFieldArray({ control: form.control, name: 'modifiers', keyName: 'key' });
  const save = useCatalogMutation(storeId, (values: GroupValues) =>
    api(id === null ? path : `${path}/${String(id)}`, {
      method: id === null ? 'POST' : 'PUT',
      body: groupBody(values).body,
    }),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field)
        form.setError(formField(error.field) as 'name', { message: message(error.message) });
    }
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t(id === null ? 'lists.modifier-groups.add' : 'lists.modifier-groups.edit')}
      size="lg"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <ErrorBanner error={save.error} />
        <FormField form={form} name="name" label={t('fields.name')} autoComplete="off" />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            form={form}
            name="min_selection"
            label={t('fields.min_selection')}
            description={t('groups.minHint')}
            inputMode="numeric"
          />
          <FormField
            form={form}
            name="max_selection"
            label={t('fields.max_selection')}
            description={t('groups.maxHint')}
            inputMode="numeric"
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">{t('groups.modifiers')}</legend>
          {modifiers.fields.map((field, index) => (
            <div
              key={field.key}
              className="grid items-end gap-3 rounded-control border border-line p-3 sm:grid-cols-[2fr_1fr_auto]"
            >
              <FormField
                form={form}
                name={`modifiers.${index}.name`}
                label={t('groups.modifierName')}
                autoComplete="off"
              />
              <FormField
                form={form}
                name={`modifiers.${index}.price`}
                label={t('groups.modifierPrice')}
                inputMode="decimal"
              />
              <label className="flex min-h-touch items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-6 accent-primary"
                  {...form.register(`modifiers.${index}.active`)}
                />
                {t('groups.active')}
              </label>
              {field.id === null && (
                <Button
                  variant="quiet"
                  size="sm"
                  className="sm:col-span-3 sm:justify-self-start"
                  onClick={() => modifiers.remove(index)}
                >
                  {t('groups.removeModifier', { number: index + 1 })}
                </Button>
              )}
            </div>
          ))}
          <Button
            className="self-start"
            onClick={() => modifiers.append({ id: null, name: '', price: '0.00', active: true })}
          >
            {t('groups.addModifier')}
          </Button>
          <p className="text-sm text-ink-muted">{t('groups.keptHint')}</p>
        </fieldset>
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
