import type { DashboardPaymentType } from '@opentill/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface SpinValues {
  mode: 'test' | 'production';
  tpn: string;
  /** Typed only to set a new key; empty keeps the one held. */
  authkey: string;
}

export const spinValuesOf = (type: DashboardPaymentType | null): SpinValues => ({
  mode: type?.spin_mode ?? 'test',
  tpn: type?.spin_tpn ?? '',
  authkey: '',
});

/** The request fields of card B's register: the key only when a new one was typed (it is never read back). */
export function spinRequest(values: SpinValues) {
  return {
    spin_mode: values.mode,
    spin_tpn: values.tpn.trim() || null,
    ...(values.authkey.trim() ? { spin_authkey: values.authkey.trim() } : {}),
  };
}

/**
 * Card terminal B's register (issue 19 §2): test or production endpoint, the Tpn and the Authkey the back office
 * adds to every SPIn call. The key is write-only: the field says whether one is held, never shows it.
 */
export function SpinFields({
  values,
  keyHeld,
  errors,
  onChange,
}: {
  values: SpinValues;
  keyHeld: boolean;
  errors: { get: (field: string) => string | null };
  onChange: (values: SpinValues) => void;
}) {
  const { t } = useTranslation('devices');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{t('payments.spin.legend')}</legend>
      <SelectField
        label={t('payments.spin.mode')}
        value={values.mode}
        onChange={(event) => onChange({ ...values, mode: event.target.value === 'production' ? 'production' : 'test' })}
        options={[
          { value: 'test', label: t('payments.spin.test') },
          { value: 'production', label: t('payments.spin.production') },
        ]}
      />
      <TextField
        label={t('payments.spin.tpn')}
        value={values.tpn}
        autoComplete="off"
        error={errors.get('spin_tpn')}
        onChange={(event) => onChange({ ...values, tpn: event.target.value })}
      />
      <TextField
        label={t('payments.spin.authkey')}
        description={keyHeld ? t('payments.spin.authkeyHeld') : t('payments.spin.authkeyNone')}
        type="password"
        autoComplete="new-password"
        value={values.authkey}
        error={errors.get('spin_authkey')}
        onChange={(event) => onChange({ ...values, authkey: event.target.value })}
      />
    </fieldset>
  );
}
