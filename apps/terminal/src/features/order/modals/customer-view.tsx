import type { Address } from '@opentill/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customerAddressDelete,
  customerAddressSave,
  customerFullName,
  type AddressChange,
  type CustomerRecord,
} from '../../../data/repositories/customers.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { AddressForm } from '../../customers/address-form.tsx';
import { addressLine } from '../../customers/address-place.ts';

/** Which address form is open: none, a new address, or the address at this position. */
type Editing = null | 'new' | number;

/**
 * seed 002 §2 Customer popup, read-only view mode with a Select button, and the addresses: add, edit, make one the
 * default, delete one (on the server by id, or at the next sync when offline).
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
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<CustomerRecord>) => {
    setBusy(true);
    work().then(
      (next) => {
        setCustomer(next);
        setBusy(false);
        setEditing(null);
      },
      () => {
        setBusy(false);
        onError();
      },
    );
  };
  const save = (change: AddressChange) => run(() => customerAddressSave(customer, change, new Date()));
  const editedAddress = typeof editing === 'number' ? customer.addresses[editing] : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{customerFullName(customer)}</h3>
        {customer.updated === true && <Badge tone="warning">{t('customers.notSynced')}</Badge>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {(['phone', 'email', 'notes'] as const).map((field) =>
          customer[field] ? (
            <div key={field} className="contents">
              <dt className="font-semibold">{t(`orderModals.customer.${field}`)}</dt>
              <dd className="min-w-0 break-words">{customer[field]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <h4 className="font-semibold">{t('orderModals.customer.addresses')}</h4>
      {customer.addresses.length === 0 && <p className="text-ink-muted">{t('orderModals.customer.noAddresses')}</p>}
      <ul aria-label={t('orderModals.customer.addresses')} className="flex flex-col gap-2">
        {customer.addresses.map((address, index) => {
          const text = addressLine(address);
          return (
            <li
              key={address.id ?? address.local_id ?? index}
              className="flex flex-wrap items-center gap-2 rounded-control border border-slate-200 p-2"
            >
              <span className="min-w-0 flex-1 break-words">{text}</span>
              {address.default ? (
                <Badge tone="info">{t('orderModals.customer.default')}</Badge>
              ) : (
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => save({ makeDefault: index })}
                  aria-label={`${t('orderModals.customer.makeDefault')}: ${text}`}
                >
                  {t('orderModals.customer.makeDefault')}
                </Button>
              )}
              <Button
                size="sm"
                disabled={busy}
                onClick={() => setEditing(index)}
                aria-label={`${t('customers.address.edit')}: ${text}`}
              >
                {t('customers.address.edit')}
              </Button>
              <Button
                size="sm"
                variant="danger"
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
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>{t('orderModals.customer.addAddress')}</Button>
      ) : (
        <AddressForm
          key={String(editing)}
          initial={editedAddress}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={(address: Address) =>
            save(typeof editing === 'number' ? { edit: editing, address } : { add: address })
          }
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={onBack}>{t('orderModals.customer.back')}</Button>
        <Button onClick={() => onSelect(customer)} variant="primary">
          {t('orderModals.customer.select')}
        </Button>
      </div>
    </div>
  );
}
