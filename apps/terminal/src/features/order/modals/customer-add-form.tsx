import { customerIsValid } from '@opentill/domain';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CustomerDraft } from '../../../data/repositories/customers.ts';
import { Button } from '../../../ui/button.tsx';

const FIELDS = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['notes', 'notes'],
] as const;

/**
 * seed 002 §2 Customer popup, add mode; §5 "Customer add requires first_name; otherwise the field is flagged invalid
 * and nothing is saved".
 */
export function CustomerAddForm({
  onSave,
  onBack,
  saving,
}: {
  onSave: (draft: CustomerDraft) => void;
  onBack: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CustomerDraft>({ first_name: '', last_name: '', phone: '', email: '', notes: '' });
  const [tried, setTried] = useState(false);
  const firstNameInvalid = tried && !customerIsValid(draft);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (customerIsValid(draft)) onSave(draft);
      }}
    >
      <h3 className="text-lg font-semibold">{t('orderModals.customer.addTitle')}</h3>
      {FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          value={draft[field] ?? ''}
          onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          isRequired={field === 'first_name'}
          isInvalid={field === 'first_name' && firstNameInvalid}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          maxLength={200}
          validationBehavior="aria"
          className="flex flex-col gap-1"
        >
          <Label className="font-semibold">{t(`orderModals.customer.${label}`)}</Label>
          <Input className="min-h-11 rounded-lg border-2 border-slate-300 px-3 outline-none focus:border-sky-600 data-[invalid]:border-red-600" />
          {field === 'first_name' && (
            <FieldError className="text-sm text-red-700">{t('orderModals.customer.firstNameRequired')}</FieldError>
          )}
        </TextField>
      ))}
      <div className="flex justify-end gap-3">
        <Button onClick={onBack}>{t('orderModals.customer.back')}</Button>
        <Button type="submit" disabled={saving} variant="primary">
          {saving ? t('orderModals.customer.saving') : t('orderModals.customer.save')}
        </Button>
      </div>
    </form>
  );
}
