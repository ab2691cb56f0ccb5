import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'quiet' | 'chrome';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover active:bg-primary-pressed',
  secondary: 'bg-secondary text-on-secondary hover:bg-secondary-hover active:bg-secondary-pressed',
  danger: 'bg-danger text-white hover:bg-danger-hover active:bg-danger-pressed',
  success: 'bg-success text-white hover:bg-success-hover active:bg-success-pressed',
  quiet: 'bg-transparent text-primary hover:bg-sky-50 active:bg-sky-100',
  chrome: 'bg-chrome-raised text-on-chrome hover:bg-chrome-hover active:bg-chrome-pressed',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-touch min-w-touch px-3 text-sm',
  md: 'min-h-touch min-w-touch px-5',
  lg: 'min-h-touch-lg min-w-touch px-6 text-xl',
};

/** The classes of a Button, for the few places that style another element as one (a router link). */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-45 aria-busy:cursor-progress',
    VARIANT[variant],
    SIZE[size],
    extra,
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work under way: the button says so (aria-busy, a spinner) and cannot be pressed again. */
  busy?: boolean;
}

/**
 * The design system's button (issue 13 §3): variants, sizes, disabled and busy states, at least 44x44 px, a visible
 * focus ring and its pressed colour within the tap's frame (CSS :active, no JavaScript in the way). A native button,
 * so onClick, type and form work as everywhere; react-aria's Button is used where a react-aria trigger needs it.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', busy = false, className = '', type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {children}
    </button>
  );
});
