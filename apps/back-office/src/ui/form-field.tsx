import {
  get,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from './select-field.tsx';
import { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field.tsx';

/** A form with a zod resolver submits the schema's output (TOut), not its input (T): both stay the caller's types. */
type Bound<T extends FieldValues, TOut = T> = {
  form: UseFormReturn<T, unknown, TOut>;
  name: FieldPath<T>;
  /** react-hook-form's own rules, for a form checked without a zod resolver. */
  rules?: RegisterOptions<T, FieldPath<T>>;
};
type Unbound = 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'form';

/** The translated error of a field of the form, or null. */
function useFieldError<T extends FieldValues, TOut>(form: Bound<T, TOut>['form'], name: FieldPath<T>): string | null {
  const { t } = useTranslation('common');
  const { errors } = useFormState({ control: form.control, name });
  const found: unknown = get(errors, name);
  const message = typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return typeof message === 'string' && message ? validationText(t, message) : null;
}

/**
 * A TextField registered with a react-hook-form form (uncontrolled: typing re-renders nothing). The contract's zod
 * messages ('required', 'must be an email address'...) are shown through the common namespace's `validation` keys
 * when it has them, as they are otherwise.
 */
export function FormField<T extends FieldValues, TOut = T>({
  form,
  name,
  rules,
  ...props
}: Bound<T, TOut> & Omit<TextFieldProps, Unbound>) {
  const error = useFieldError(form, name);
  return <TextField {...props} {...form.register(name, rules)} error={error} />;
}

/** FormField's multi-line sibling. */
export function FormTextArea<T extends FieldValues, TOut = T>({
  form,
  name,
  rules,
  ...props
}: Bound<T, TOut> & Omit<TextAreaFieldProps, Unbound>) {
  const error = useFieldError(form, name);
  return <TextAreaField {...props} {...form.register(name, rules)} error={error} />;
}

/** A SelectField registered with the form; `onValue` is told of a choice after the form is. */
export function FormSelect<T extends FieldValues, TOut = T>({
  form,
  name,
  rules,
  onValue,
  ...props
}: Bound<T, TOut> & Omit<SelectFieldProps, Unbound> & { onValue?: (value: string) => void }) {
  const error = useFieldError(form, name);
  const registered = form.register(name, rules);
  return (
    <SelectField
      {...props}
      {...registered}
      error={error}
      onChange={(event) => {
        void registered.onChange(event);
        onValue?.(event.target.value);
      }}
    />
  );
}

/** A zod message in the interface language: 'required' → validation.required; with a number → its plural key. */
export function validationText(t: (key: string, options?: Record<string, unknown>) => string, message: string) {
  const min = /^must be at least (\d+) characters$/.exec(message);
  if (min) return t('validation.minLength', { count: Number(min[1]) });
  const tooSmall = /^Too small: expected string to have >=(\d+) characters$/.exec(message);
  if (tooSmall) return t('validation.minLength', { count: Number(tooSmall[1]) });
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
  mismatch: 'mismatch',
};
