import { CATEGORY_COLORS, catalogImage, catalogProduct, type CatalogOptions } from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api, ApiError } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useAvailability, useCatalogMutation, useCatalogOptions, useProduct } from './api.ts';
import { CatalogNav } from './catalog-nav.tsx';
import { useCatalogValidation } from './validation.ts';
import {
  emptyProduct,
  formFieldOf,
  productBody,
  productFormValues,
  productResolverFor,
  type ProductFormValues,
} from './product-form.ts';
import { SuccessNote } from '../../ui/success-note.tsx';

/** New product (products/new) or one product's every field (products/:id), seed 001 §3. */
export default function ProductScreen() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const product = useProduct(storeId, id);
  const options = useCatalogOptions(storeId);
  const title = id === null ? t('product.newTitle') : (product.data?.name ?? t('product.editTitle'));
  return (
    <Page title={title}>
      <CatalogNav />
      {options.isError || product.isError ? (
        <QueryError
          error={options.error ?? product.error}
          retry={() => {
            void options.refetch();
            void product.refetch();
          }}
        />
      ) : !options.data || (id !== null && !product.data) ? (
        <Loading />
      ) : (
        <ProductEditor
          key={id ?? 'new'}
          id={id}
          initial={product.data ? productFormValues(product.data) : emptyProduct}
          unavailableUntil={product.data?.unavailable_until ?? null}
          options={options.data}
        />
      )}
    </Page>
  );
}

function ProductEditor({
  id,
  initial,
  unavailableUntil,
  options,
}: {
  id: number | null;
  initial: ProductFormValues;
  unavailableUntil: string | null;
  options: CatalogOptions;
}) {
  const { t } = useTranslation('catalog');
  const message = useCatalogValidation();
  const storeId = useStoreId();
  const navigate = useNavigate();
  const format = useFormat();
  const resolver = useMemo(() => productResolverFor(message), [message]);
  const form = useForm<ProductFormValues>({ defaultValues: initial, resolver });
  const specials = useFieldArray({ control: form.control, name: 'special_prices' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A new product is saved, then opened at its own address: the confirmation comes along in the navigation's state.
  const location = useLocation();
  const [saved, setSaved] = useState((location.state as { saved?: boolean } | null)?.saved === true);
  const base = `/stores/${String(storeId)}/catalog/products`;

  const save = useCatalogMutation(storeId, (values: ProductFormValues) =>
    api(id === null ? base : `${base}/${String(id)}`, {
      method: id === null ? 'POST' : 'PUT',
      body: productBody(values).body,
      schema: catalogProduct,
    }),
  );
  const remove = useCatalogMutation(storeId, () => api(`${base}/${String(id)}`, { method: 'DELETE' }));
  const availability = useAvailability(storeId);

  // A refusal naming a field is shown at that field too.
  useEffect(() => {
    const error = save.error;
    if (error instanceof ApiError && error.field)
      form.setError(formFieldOf(error.field) as Path<ProductFormValues>, { message: message(error.message) });
  }, [save.error, form, message]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const answer = await save.mutateAsync(values).catch(() => null);
    if (!answer) return;
    setSaved(true);
    form.reset(productFormValues(answer));
    if (id === null)
      void navigate(`/stores/${String(storeId)}/catalog/products/${String(answer.id)}`, {
        replace: true,
        state: { saved: true },
      });
  });

  const fieldError = (name: Path<ProductFormValues>) => {
    const found = form.getFieldState(name, form.formState).error?.message;
    return found ?? null;
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <ErrorBanner error={save.error} />
      <Panel title={t('product.basics')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField form={form} name="name" label={t('product.name')} autoComplete="off" required />
          <FormField form={form} name="sku" label={t('product.sku')} autoComplete="off" />
          <FormField
            form={form}
            name="price"
            label={t('product.price', { symbol: format.symbol })}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <FormField
            form={form}
            name="cost"
            label={t('product.cost', { symbol: format.symbol })}
            inputMode="decimal"
            autoComplete="off"
          />
          <FormField
            form={form}
            name="barcodes"
            label={t('product.barcodes')}
            description={t('product.barcodesHint')}
            autoComplete="off"
          />
          <FormField
            form={form}
            name="inventory"
            label={t('product.inventory')}
            description={t('product.inventoryHint')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextArea form={form} name="description" label={t('product.description')} />
          <div className="flex flex-col gap-4">
            <NativeSelect
              form={form}
              name="color"
              label={t('product.color')}
              options={[
                { value: '', label: t('colors.none') },
                ...CATEGORY_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) })),
              ]}
            />
            <FormField form={form} name="sorting" label={t('product.sorting')} inputMode="numeric" />
          </div>
        </div>
      </Panel>

      <Panel title={t('product.image')}>
        <ImagePicker form={form} storeId={storeId} />
      </Panel>

      <Panel title={t('product.sale')}>
        <div className="flex flex-col gap-2">
          <Check form={form} name="price_adjust" label={t('product.priceAdjust')} hint={t('product.priceAdjustHint')} />
          <Check form={form} name="qty_adjust" label={t('product.qtyAdjust')} hint={t('product.qtyAdjustHint')} />
          <Check form={form} name="order_kiosk" label={t('product.orderKiosk')} hint={t('product.orderKioskHint')} />
        </div>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <CheckGroup
          form={form}
          name="categories"
          legend={t('product.categories')}
          empty={t('product.noCategories')}
          options={options.categories.map((row) => ({ value: String(row.id), label: row.name }))}
          error={fieldError('categories')}
        />
        <CheckGroup
          form={form}
          name="tax_ids"
          legend={t('product.taxes')}
          empty={t('product.noTaxes')}
          options={options.taxes.map((row) => ({
            value: String(row.id),
            label: t('product.taxOption', { name: row.name, rate: row.rate }),
          }))}
          error={fieldError('tax_ids')}
        />
        <CheckGroup
          form={form}
          name="modifier_group_ids"
          legend={t('product.modifierGroups')}
          empty={t('product.noModifierGroups')}
          options={options.modifier_groups.map((row) => ({
            value: String(row.id),
            label:
              row.min_selection > 0
                ? t('product.groupRequired', { name: row.name, count: row.min_selection })
                : row.name,
          }))}
          error={fieldError('modifier_group_ids')}
        />
        <CheckGroup
          form={form}
          name="printer_ids"
          legend={t('product.printers')}
          empty={t('product.noPrinters')}
          options={options.printers.map((row) => ({ value: String(row.id), label: row.name }))}
          error={fieldError('printer_ids')}
        />
      </div>

      <Panel title={t('product.specialPrices')}>
        <p className="mb-3 text-ink-muted">{t('product.specialPricesHint')}</p>
        <ul className="flex flex-col gap-3">
          {specials.fields.map((field, index) => (
            <li key={field.id} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
              <FormField form={form} name={`special_prices.${index}.group`} label={t('product.priceGroup')} />
              <FormField
                form={form}
                name={`special_prices.${index}.price`}
                label={t('product.specialPrice', { symbol: format.symbol })}
                inputMode="decimal"
              />
              <Button variant="quiet" onClick={() => specials.remove(index)}>
                {t('product.removeSpecialPrice', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
        <Button className="mt-3" onClick={() => specials.append({ group: '', price: '' })}>
          {t('product.addSpecialPrice')}
        </Button>
      </Panel>

      {id !== null && (
        <Panel title={t('product.availability')}>
          <div className="flex flex-wrap items-center gap-3">
            <p role="status">
              {unavailableUntil
                ? t('product.unavailableUntil', { time: format.dateTime(unavailableUntil) })
                : t('product.availableNow')}
            </p>
            <Button
              variant={unavailableUntil ? 'success' : 'danger'}
              busy={availability.isPending}
              onClick={() => availability.mutate({ id, available: unavailableUntil !== null })}
            >
              {unavailableUntil ? t('product.offerAgain') : t('product.markUnavailable')}
            </Button>
          </div>
          <ErrorBanner error={availability.error} className="mt-3" />
        </Panel>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('product.save')}
        </Button>
        {id !== null && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('product.delete')}
          </Button>
        )}
        {saved && !form.formState.isDirty && <SuccessNote>{t('product.saved')}</SuccessNote>}
      </div>

      <Modal
        isOpen={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('product.deleteTitle')}
        role="alertdialog"
      >
        <p className="break-words">{t('product.deleteText', { name: initial.name })}</p>
        <ErrorBanner error={remove.error} />
        <ModalActions>
          <Button onClick={() => setConfirmDelete(false)} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => void navigate(`/stores/${String(storeId)}/catalog`),
              })
            }
          >
            {t('product.delete')}
          </Button>
        </ModalActions>
      </Modal>
    </form>
  );
}

function Check({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<ProductFormValues>;
  name: 'price_adjust' | 'qty_adjust' | 'order_kiosk';
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-1 size-6 shrink-0 accent-primary"
        {...form.register(name)}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

function CheckGroup({
  form,
  name,
  legend,
  options,
  empty,
  error,
}: {
  form: UseFormReturn<ProductFormValues>;
  name: 'categories' | 'tax_ids' | 'modifier_group_ids' | 'printer_ids';
  legend: string;
  options: { value: string; label: string }[];
  empty: string;
  error: string | null;
}) {
  const id = useId();
  return (
    <fieldset
      className="rounded-panel border border-line bg-surface p-4 md:p-5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="float-left mb-2 w-full text-lg font-bold">{legend}</legend>
      {options.length === 0 ? (
        <p className="clear-left text-ink-muted">{empty}</p>
      ) : (
        <ul className="clear-left flex max-h-64 flex-col gap-1 overflow-y-auto">
          {options.map((option) => (
            <li key={option.value}>
              <label className="flex min-h-touch items-center gap-3">
                <input
                  type="checkbox"
                  value={option.value}
                  className="size-6 shrink-0 accent-primary"
                  {...form.register(name)}
                />
                <span className="break-words">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TextArea({
  form,
  name,
  label,
}: {
  form: UseFormReturn<ProductFormValues>;
  name: 'description';
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        className="w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 py-2 text-ink outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
        {...form.register(name)}
      />
    </div>
  );
}

function NativeSelect({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<ProductFormValues>;
  name: 'color';
  label: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="min-h-touch w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
        {...form.register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The product's picture: upload (checked and resized by the server), preview, remove. */
function ImagePicker({ form, storeId }: { form: UseFormReturn<ProductFormValues>; storeId: number }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const image = useWatch({ control: form.control, name: 'image' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setError(null);
    setBusy(true);
    const body = new FormData();
    body.set('file', file);
    try {
      const answer = await api(`/stores/${String(storeId)}/images`, { method: 'POST', body, schema: catalogImage });
      form.setValue('image', answer.url, { shouldDirty: true });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex size-32 items-center justify-center overflow-hidden rounded-control border border-line bg-secondary">
        {image ? (
          <img src={image} alt={t('product.imagePreview')} className="size-full object-cover" />
        ) : (
          <span className="p-2 text-center text-sm text-ink-muted">{t('product.noImage')}</span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="font-semibold">
          {t('product.uploadImage')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          className="max-w-full text-sm file:mr-3 file:min-h-touch file:rounded-control file:border-0 file:bg-secondary file:px-4 file:font-semibold"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('product.imageHint')}
        </p>
        {busy && <p role="status">{t('product.uploading')}</p>}
        {image && (
          <Button
            variant="quiet"
            className="self-start"
            onClick={() => form.setValue('image', null, { shouldDirty: true })}
          >
            {t('product.removeImage')}
          </Button>
        )}
        <ErrorBanner error={error} />
      </div>
    </div>
  );
}
