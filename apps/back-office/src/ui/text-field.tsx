import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** A hint under the input, tied to it (aria-describedby). */
  description?: ReactNode;
  /** The error text; when set the input is invalid and the text is read with it. */
  error?: string | null | undefined;
  className?: string;
}

/**
 * The design system's text field (the terminal's ui/field.tsx look: a visible label tied to the input, a hint, the
 * error in red under it, 44 px high, a focus ring) on a native input. The dashboard's forms use this one: react-aria's
 * TextField would add ~20 KB to the Sign in screen's first load (decisions §47).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, className = '', id: givenId, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const invalid = Boolean(error);
  const describedBy = [description ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="min-h-touch w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 text-ink outline-none placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger"
        {...rest}
      />
      {description && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {description}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  description?: ReactNode;
  error?: string | null | undefined;
  className?: string;
}

/** TextField's multi-line sibling (receipt header and footer, descriptions). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, description, error, className = '', id: givenId, rows = 3, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const invalid = Boolean(error);
  const describedBy = [description ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 py-2 text-ink outline-none placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger"
        {...rest}
      />
      {description && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {description}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
