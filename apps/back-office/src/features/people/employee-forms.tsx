import { zodResolver } from '@hookform/resolvers/zod';
import {
  employeeCreateRequest,
  employeePinRequest,
  employeeUpdateRequest,
  type DashboardEmployee,
  type EmployeeCreateRequest,
} from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { get, useForm, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField, validationText } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useEmployeeCreate, useEmployeePin, useEmployeeUpdate } from './api.ts';
import { translatedResolver } from './parts.tsx';

export const ROLES = [1, 2, 3, 4] as const;

/** The error text of a field of a form (zod's message translated), or null. */
function useFieldError<T extends FieldValues>(form: UseFormReturn<T>, name: string): string | null {
  const { t } = useTranslation('common');
  const { errors } = useFormState({ control: form.control });
  const found: unknown = get(errors, name);
  const message = typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return typeof message === 'string' && message ? validationText(t, message) : null;
}

/** A 409 pin_taken shown under the PIN field; other refusals stay in the banner. */
function pinTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'pin_taken';
}

function PinField<T extends FieldValues>({ form, label }: { form: UseFormReturn<T>; label: string }) {
  const { t } = useTranslation('people');
  return (
    <FormField
      form={form}
      name={'pin' as never}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      description={t('employees.pinHint')}
    />
  );
}

type CreateValues = EmployeeCreateRequest;

/** Add an employee: name, role, language and a 4-digit PIN (issue 16 §5). */
export function EmployeeCreateModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const create = useEmployeeCreate();
  const form = useForm<CreateValues>({
    resolver: translatedResolver(zodResolver(employeeCreateRequest), t),
    defaultValues: { name: '', role: 3, language: 'en', pin: '' },
  });
  const roleError = useFieldError(form, 'role');
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: close,
      onError: (error) => {
        if (pinTaken(error)) form.setError('pin', { message: t('employees.pinTaken') });
      },
    }),
  );
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('employees.add')} size="md">
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {!pinTaken(create.error) && <ErrorBanner error={create.error} />}
        <FormField form={form} name="name" label={t('employees.name')} autoComplete="off" />
        <SelectField
          label={t('employees.role')}
          options={ROLES.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
          error={roleError}
          {...form.register('role', { valueAsNumber: true })}
        />
        <SelectField
          label={t('employees.language')}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          {...form.register('language')}
        />
        <PinField form={form} label={t('employees.pin')} />
        <ModalActions>
          <Button onClick={close}>{common('cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('employees.add')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** Change an employee's name, role or language. */
export function EmployeeEditModal({ employee, onClose }: { employee: DashboardEmployee | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  return (
    <Modal isOpen={employee !== null} onClose={onClose} title={t('employees.edit')} size="md">
      {employee && <EmployeeEditForm employee={employee} onClose={onClose} />}
    </Modal>
  );
}

function EmployeeEditForm({ employee, onClose }: { employee: DashboardEmployee; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const update = useEmployeeUpdate();
  const schema = employeeUpdateRequest.required({ name: true, role: true, language: true }).omit({ active: true });
  const form = useForm({
    resolver: translatedResolver(zodResolver(schema), t),
    defaultValues: { name: employee.name, role: employee.role, language: employee.language },
  });
  const submit = form.handleSubmit((values) => update.mutate({ id: employee.id, ...values }, { onSuccess: onClose }));
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <ErrorBanner error={update.error} />
      <FormField form={form} name="name" label={t('employees.name')} autoComplete="off" />
      <SelectField
        label={t('employees.role')}
        options={ROLES.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
        {...form.register('role', { valueAsNumber: true })}
      />
      <SelectField
        label={t('employees.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        {...form.register('language')}
      />
      <ModalActions>
        <Button onClick={onClose}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={update.isPending}>
          {common('save')}
        </Button>
      </ModalActions>
    </form>
  );
}

/** Set a new PIN for an employee (a forgotten one): the old one stops working on every terminal. */
export function PinResetModal({ employee, onClose }: { employee: DashboardEmployee | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  return (
    <Modal
      isOpen={employee !== null}
      onClose={onClose}
      title={employee ? t('employees.pinResetTitle', { name: employee.name }) : ''}
      size="md"
    >
      {employee && <PinResetForm employee={employee} onClose={onClose} />}
    </Modal>
  );
}

function PinResetForm({ employee, onClose }: { employee: DashboardEmployee; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const setPin = useEmployeePin();
  const form = useForm({
    resolver: translatedResolver(zodResolver(employeePinRequest), t),
    defaultValues: { pin: '' },
  });
  const submit = form.handleSubmit((values) =>
    setPin.mutate(
      { id: employee.id, pin: values.pin },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (pinTaken(error)) form.setError('pin', { message: t('employees.pinTaken') });
        },
      },
    ),
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p>{t('employees.pinResetText')}</p>
      {!pinTaken(setPin.error) && <ErrorBanner error={setPin.error} />}
      <PinField form={form} label={t('employees.newPin')} />
      <ModalActions>
        <Button onClick={onClose}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={setPin.isPending}>
          {t('employees.setPin')}
        </Button>
      </ModalActions>
    </form>
  );
}
