import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';

export interface FieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  label: string;
  /** A hint under the input. */
  description?: string;
  /** The error text; when set the field is invalid and the text is tied to the input (aria-describedby). */
  error?: string | null;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search';
  className?: string;
}

/**
 * The design system's text field (issue 13 §3) on react-aria-components' TextField: a visible label tied to the
 * input, an optional hint, and the error text in red announced with the field; at least 44 px high, a focus ring.
 */
export function Field({ label, description, error, placeholder, inputMode, className = '', ...props }: FieldProps) {
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <TextField {...props} isInvalid={invalid || props.isInvalid} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <Label className="font-semibold">{label}</Label>
      <Input
        placeholder={placeholder}
        inputMode={inputMode}
        className="min-h-touch w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 text-ink outline-none placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus invalid:border-danger"
      />
      {description && (
        <Text slot="description" className="text-sm text-ink-muted">
          {description}
        </Text>
      )}
      <FieldError className="text-sm font-semibold text-danger">{invalid ? error : null}</FieldError>
    </TextField>
  );
}
