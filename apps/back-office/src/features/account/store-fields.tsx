import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, TAX_ROUNDS } from '@opentill/contracts';
import { useId, useMemo } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect, FormTextArea } from '../../ui/form-field.tsx';
import { countryOptions, currencyOf, currencyOptions } from './regions.ts';

/** A picked logo file, checked as the server will (type and size) before anything is sent. */
export function logoProblem(
  file: File | null,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (!file) return null;
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return t('setup.logoType');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return t('setup.logoSize', { mb: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 });
  return null;
}

/** Uploads a logo to the store and makes it the store's logo (the receipt prints it). */
export async function logoUpload(
  api: (path: string, options: { method: 'POST' | 'PATCH'; body: unknown }) => Promise<unknown>,
  storeId: number,
  file: File,
): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  const image = (await api(`/stores/${String(storeId)}/images`, { method: 'POST', body })) as { id: number };
  await api(`/stores/${String(storeId)}`, { method: 'PATCH', body: { logo_image_id: image.id } });
}

/** The logo's file input with its hint or its problem. */
export function LogoInput({ error, onFile }: { error: string | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t('store.logo')}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className="min-h-touch max-w-full rounded-control border border-slate-400 bg-surface p-2 file:me-3 file:rounded-control file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-semibold"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-note`} className={error ? 'text-sm font-semibold text-danger' : 'text-sm text-ink-muted'}>
        {error ?? t('store.logoHint')}
      </p>
    </div>
  );
}

/**
 * A store's details (issue 16 §3: name, address, country, currency, tax option and rounding, receipt header and
 * footer, the business day's start), for Set-up (fields under `store.`) and the Store screen (at the top level).
 * Choosing a country picks its usual currency.
 */
export function StoreFields<T extends FieldValues>({
  form,
  prefix = '',
  contact = false,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  prefix?: '' | 'store.';
  /** Also phone, e-mail, website and the address's second line (the Store screen). */
  contact?: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const name = (field: string) => `${prefix}${field}` as FieldPath<T>;
  return (
    <>
      <FormField form={form} name={name('name')} label={t('store.name')} autoComplete="organization" />
      <FormField form={form} name={name('address')} label={t('store.address')} autoComplete="address-line1" />
      {contact && (
        <>
          <FormField form={form} name={name('address_2')} label={t('store.address2')} autoComplete="address-line2" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name={name('phone')} label={t('store.phone')} type="tel" autoComplete="tel" />
            <FormField form={form} name={name('email')} label={t('store.email')} type="email" autoComplete="email" />
          </div>
          <FormField form={form} name={name('website')} label={t('store.website')} type="url" autoComplete="url" />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name={name('country')}
          label={t('store.country')}
          options={countries}
          onValue={(country) => {
            const currency = currencyOf(country);
            if (currency) form.setValue(name('currency_code'), currency as PathValue<T, FieldPath<T>>);
          }}
        />
        <FormSelect form={form} name={name('currency_code')} label={t('store.currency')} options={currencies} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name={name('tax_option')}
          label={t('store.taxOption')}
          options={[
            { value: 'exclusive', label: t('store.taxExclusive') },
            { value: 'inclusive', label: t('store.taxInclusive') },
          ]}
        />
        <FormSelect
          form={form}
          name={name('tax_round')}
          label={t('store.taxRound')}
          options={TAX_ROUNDS.map((value) => ({ value, label: t(`store.taxRounds.${value}`) }))}
        />
      </div>
      <FormField
        form={form}
        name={name('start_time')}
        label={t('store.startTime')}
        type="time"
        description={t('store.startTimeHint')}
        className="sm:max-w-56"
      />
      <FormTextArea form={form} name={name('receipt_header_text')} label={t('store.receiptHeader')} />
      <FormTextArea form={form} name={name('receipt_footer_text')} label={t('store.receiptFooter')} />
    </>
  );
}
