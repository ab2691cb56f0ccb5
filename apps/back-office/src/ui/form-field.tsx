import {
  get,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface FormFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'form'
> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  /** react-hook-form's own rules, for a form checked without a zod resolver. */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

/**
 * A TextField registered with a react-hook-form form (uncontrolled: typing re-renders nothing). The contract's zod
 * messages ('required', 'must be an email address'...) are shown through the common namespace's `validation` keys
 * when it has them, as they are otherwise.
 */
export function FormField<T extends FieldValues>({ form, name, rules, ...props }: FormFieldProps<T>) {
  const { t } = useTranslation('common');
  const { errors } = useFormState({ control: form.control, name });
  const found: unknown = get(errors, name);
  const message = typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return (
    <TextField
      {...props}
      {...form.register(name, rules)}
      error={typeof message === 'string' && message ? validationText(t, message) : null}
    />
  );
}

/** A zod message in the interface language: 'required' → validation.required; with a number → its plural key. */
export function validationText(t: (key: string, options?: Record<string, unknown>) => string, message: string) {
  const min = /^must be at least (\d+) characters$/.exec(message);
  if (min) return t('validation.minLength', { count: Number(min[1]) });
  const key = VALIDATION_KEYS[message];
  return key ? t(`validation.${key}`) : message;
}

const VALIDATION_KEYS: Record<string, string> = {
  required: 'required',
  'must be an email address': 'email',
  'Invalid email address': 'email',
  'must be a 2-letter country code': 'country',
  'must be a 3-letter currency code': 'currency',
  'must be HH:MM': 'time',
};
