import type { Address } from '@opentill/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-store.ts';
import { useStoreCountry } from '../../data/repositories/store.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { countryChoices, stateForCountry, statePicked, usStates } from './address-place.ts';
import { SelectField } from './select-field.tsx';

type Draft = Omit<Address, 'id' | 'local_id'>;

const EMPTY: Draft = {
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  company: '',
  default: false,
};

export interface AddressFormProps {
  /** The address being edited; none adds a new one. */
  initial?: Address | null;
  busy: boolean;
  onSave: (address: Address) => void;
  onCancel: () => void;
}

/**
 * seed 002 §2 update address, §5: the country is picked from GET /countries (the store's country first chosen), the
 * state from GET /states when the country is US and typed elsewhere; the first line is required.
 */
export function AddressForm({ initial, busy, onSave, onCancel }: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const countries = useSession((state) => state.countries);
  const states = useSession((state) => state.states);
  const storeCountry = useStoreCountry();
  const [draft, setDraft] = useState<Draft>(() => (initial ? { ...EMPTY, ...initial } : EMPTY));
  const [countryTouched, setCountryTouched] = useState(initial !== undefined && initial !== null);
  const [tried, setTried] = useState(false);
  // A new address starts in the store's country once that is known (most customers live nearby).
  const country = countryTouched
    ? draft.country
    : draft.country || (storeCountry && storeCountry in countries ? storeCountry : '');
  const countryOptions = useMemo(
    () =>
      countryChoices(countries, i18n.resolvedLanguage ?? 'en').map(({ code, name }) => ({ value: code, label: name })),
    [countries, i18n.resolvedLanguage],
  );
  const stateOptions = useMemo(
    () => usStates(states).map(({ code, name }) => ({ value: code, label: name })),
    [states],
  );
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const missing = draft.address_1.trim() === '';
  const title = initial ? t('customers.address.editTitle') : t('customers.address.addTitle');
  return (
    <form
      aria-label={title}
      className="flex flex-col gap-3 rounded-control border border-slate-300 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (missing) return;
        const trimmed = Object.fromEntries(
          Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
        ) as Draft;
        onSave({ ...trimmed, country, state: stateForCountry(trimmed.state, country, states) });
      }}
    >
      <h4 className="font-semibold">{title}</h4>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field
          label={t('orderModals.customer.address1')}
          value={draft.address_1}
          onChange={set('address_1')}
          isRequired
          maxLength={200}
          validationBehavior="aria"
          error={tried && missing ? t('orderModals.customer.addressRequired') : null}
          autoFocus
        />
        <Field
          label={t('orderModals.customer.address2')}
          value={draft.address_2}
          onChange={set('address_2')}
          maxLength={200}
        />
        <Field label={t('orderModals.customer.city')} value={draft.city} onChange={set('city')} maxLength={200} />
        <SelectField
          label={t('customers.address.country')}
          placeholder={t('customers.address.chooseCountry')}
          options={countryOptions}
          value={country}
          onChange={(event) => {
            const next = event.target.value;
            setCountryTouched(true);
            setDraft((current) => ({ ...current, country: next, state: stateForCountry(current.state, next, states) }));
          }}
        />
        {statePicked(country) ? (
          <SelectField
            label={t('orderModals.customer.state')}
            placeholder={t('customers.address.chooseState')}
            options={stateOptions}
            value={draft.state}
            onChange={(event) => set('state')(event.target.value)}
          />
        ) : (
          <Field label={t('orderModals.customer.state')} value={draft.state} onChange={set('state')} maxLength={200} />
        )}
        <Field
          label={t('orderModals.customer.postalCode')}
          value={draft.postal_code}
          onChange={set('postal_code')}
          maxLength={20}
        />
        <Field
          label={t('orderModals.customer.company')}
          value={draft.company}
          onChange={set('company')}
          maxLength={200}
        />
        <label className="flex min-h-touch items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={draft.default}
            onChange={(event) => setDraft((current) => ({ ...current, default: event.target.checked }))}
          />
          {t('customers.address.isDefault')}
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" busy={busy} variant="primary">
          {t('orderModals.customer.saveAddress')}
        </Button>
      </div>
    </form>
  );
}
