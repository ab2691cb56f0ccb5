import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  /** Show the label to screen readers only (a compact toolbar). */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
  error?: string | null | undefined;
  className?: string;
  /** Darker look for the sidebar. */
  tone?: 'light' | 'chrome';
}

/**
 * A labelled native select in the design system's look (44 px high, focus ring): the phone shows its own picker and
 * every browser reads it out, with no popover code in the first load.
 */
export function SelectField({
  label,
  hideLabel = false,
  options,
  error,
  className = '',
  tone = 'light',
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const look =
    tone === 'chrome'
      ? 'border-chrome-hover bg-chrome-raised text-on-chrome'
      : 'border-slate-400 bg-surface text-ink aria-invalid:border-danger';
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : `font-semibold ${tone === 'chrome' ? 'text-sm text-slate-300' : ''}`}
      >
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-touch w-full min-w-0 rounded-control border px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus ${look}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
