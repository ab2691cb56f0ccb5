import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: string;
  /** The first, empty choice (nothing picked yet). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A labelled picker in the look of the design system's Field: the browser's own select, so a phone opens its native
 * wheel, a keyboard types to jump, and a screen reader names it by the label. At least 44 px high.
 */
export function SelectField({ label, placeholder, options, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        {...props}
        className="min-h-touch w-full min-w-0 rounded-control border border-slate-400 bg-surface px-3 text-ink outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
