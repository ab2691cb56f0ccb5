import type { Address } from '@opentill/contracts';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  customerAddressDelete,
  customerAddressSave,
  customerFullName,
  type CustomerRecord,
} from '../../../data/repositories/customers.ts';
import { Button } from '../../../ui/button.tsx';

const ADDRESS_FIELDS = [
  ['address_1', 'address1'],
  ['address_2', 'address2'],
  ['city', 'city'],
  ['state', 'state'],
  ['postal_code', 'postalCode'],
  ['country', 'country'],
  ['company', 'company'],
] as const;

type AddressDraft = Record<(typeof ADDRESS_FIELDS)[number][0], string>;
const EMPTY: AddressDraft = {
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  company: '',
};

/**
 * seed 002 §2 Customer popup, read-only view mode with a Select button, and the addresses: make one the default,
 * delete one (on the server by id), add one.
 */
export function CustomerView({
  customer: initial,
  onSelect,
  onBack,
  onError,
}: {
  customer: CustomerRecord;
  onSelect: (customer: CustomerRecord) => void;
  onBack: () => void;
  onError: () => void;
}) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<CustomerRecord>) => {
    setBusy(true);
    work().then(
      (next) => {
        setCustomer(next);
        setBusy(false);
        setAdding(false);
      },
      () => {
        setBusy(false);
        onError();
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{customerFullName(customer)}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {(['phone', 'email', 'notes'] as const).map((field) =>
          customer[field] ? (
            <div key={field} className="contents">
              <dt className="font-semibold">{t(`orderModals.customer.${field}`)}</dt>
              <dd>{customer[field]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <h4 className="font-semibold">{t('orderModals.customer.addresses')}</h4>
      {customer.addresses.length === 0 && <p className="text-slate-600">{t('orderModals.customer.noAddresses')}</p>}
      <ul className="flex flex-col gap-2">
        {customer.addresses.map((address, index) => {
          const text = [
            address.address_1,
            address.address_2,
            address.city,
            address.state,
            address.postal_code,
            address.country,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li
              key={address.id ?? address.local_id ?? index}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span className="flex-1">{text}</span>
              {address.default ? (
                <span className="rounded bg-sky-100 px-2 py-1 text-sm font-semibold text-sky-800">
                  {t('orderModals.customer.default')}
                </span>
              ) : (
                <Button
                  disabled={busy}
                  onClick={() => run(() => customerAddressSave(customer, { makeDefault: index }, new Date()))}

                  aria-label={`${t('orderModals.customer.makeDefault')}: ${text}`}
                >
                  {t('orderModals.customer.makeDefault')}
                </Button>
              )}
              <Button
                disabled={busy}
                onClick={() => run(() => customerAddressDelete(customer, index))}

                aria-label={`${t('orderModals.customer.deleteAddress')}: ${text}`}
              >
                {t('orderModals.customer.deleteAddress')}
              </Button>
            </li>
          );
        })}
      </ul>
      {adding ? (
        <AddressForm
          busy={busy}
          onCancel={() => setAdding(false)}
          onSave={(address) => run(() => customerAddressSave(customer, { add: address }, new Date()))}
        />
      ) : (
        <Button onClick={() => setAdding(true)}>{t('orderModals.customer.addAddress')}</Button>
      )}
      <div className="flex justify-end gap-3">
        <Button onClick={onBack}>{t('orderModals.customer.back')}</Button>
        <Button onClick={() => onSelect(customer)} variant="primary">
          {t('orderModals.customer.select')}
        </Button>
      </div>
    </div>
  );
}

function AddressForm({
  onSave,
  onCancel,
  busy,
}: {
  onSave: (address: Address) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const missing = draft.address_1.trim() === '';
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) onSave({ ...draft, country: draft.country.trim().toUpperCase().slice(0, 2), default: false });
      }}
    >
      {ADDRESS_FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          value={draft[field]}
          onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          isRequired={field === 'address_1'}
          isInvalid={field === 'address_1' && tried && missing}
          maxLength={field === 'country' ? 2 : 200}
          validationBehavior="aria"
          className="flex flex-col gap-1"
        >
          <Label className="font-semibold">{t(`orderModals.customer.${label}`)}</Label>
          <Input className="min-h-11 rounded-lg border-2 border-slate-300 px-3 outline-none focus:border-sky-600 data-[invalid]:border-red-600" />
          {field === 'address_1' && (
            <FieldError className="text-sm text-red-700">{t('orderModals.customer.addressRequired')}</FieldError>
          )}
        </TextField>
      ))}
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" disabled={busy} variant="primary">
          {t('orderModals.customer.saveAddress')}
        </Button>
      </div>
    </form>
  );
}
