import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { NavLink } from 'react-router';

/**
 * Small pieces shared by the people, devices and floor screens (their owner's): an area's sub-navigation, a
 * labelled switch, a confirmation dialog and a plain data table frame.
 */

/** The tabs of an area (Employees | Time clock): links, the current one marked for screen readers too. */
export function SubNav({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string; end?: boolean }[];
}) {
  return (
    <nav aria-label={label} className="-mt-2 flex flex-wrap gap-2 border-b border-line">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end ?? false}
          className={({ isActive }) =>
            `-mb-px inline-flex min-h-touch items-center border-b-4 px-3 font-semibold focus-visible:outline-3 focus-visible:outline-focus ${
              isActive ? 'border-primary text-ink' : 'border-transparent text-ink-muted hover:text-ink'
            }`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A checkbox styled as a switch row: the label, and a plain-words explanation read with it. */
export function SwitchField({
  label,
  description,
  ...rest
}: { label: string; description?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={description ? `${id}-hint` : undefined}
        className="mt-1 size-6 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        {...rest}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {description && (
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** "Remove X?" with Cancel (focused) and the destructive action. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} role="alertdialog">
      <div className="break-words">{message}</div>
      {error}
      <ModalActions>
        <Button onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy ?? false} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/**
 * On a phone each row is a card of its cells one under the other (no column squeezed, no action out of sight);
 * from the sm width up it is a table, scrolling sideways if it must. The caption names it for screen readers.
 */
const STACKED = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only',
  'max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:items-center max-sm:[&_tr]:gap-x-3 max-sm:[&_tr]:border-b max-sm:[&_tr]:border-line max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:border-0 max-sm:[&_td]:px-0 max-sm:[&_td]:py-1 max-sm:[&_td]:text-left',
  'max-sm:[&_td:last-child]:w-full max-sm:[&_td:last-child>div]:justify-start',
].join(' ');

export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" data-scroll-x="">
      <table className={`w-full border-collapse text-left sm:min-w-[36rem] ${STACKED}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const TH = 'border-b border-line px-3 py-2 text-sm font-semibold text-ink-muted whitespace-nowrap';
export const TD = 'border-b border-line px-3 py-2 align-middle';

/**
 * The contracts' English messages of the people, devices and floor requests, as keys of the people namespace's
 * `validation` (the common ones — required... — are the shell's); others are shown as they are.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  'must be exactly 4 digits': 'validation.pin',
  'must not be empty': 'validation.notEmpty',
  'must be a host name or IP address, optionally with :port': 'validation.address',
  'must be an http:// or https:// address': 'validation.url',
  'must be a serial port name such as COM1 or /dev/ttyUSB0': 'validation.serialPort',
  'a card integration needs the card terminal address': 'validation.cardUrl',
  'must be at most 30 characters': 'validation.tableName',
};

/** A contract message in the interface language (`t` of the people namespace), or the message as it is. */
export function contractMessage(t: (key: string) => string, message: string): string {
  const key = CONTRACT_MESSAGES[message];
  return key ? t(key) : message;
}

/** Wraps a react-hook-form resolver so the contract's messages reach the form in the interface language. */
export function translatedResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  t: (key: string) => string,
): Resolver<T, C, O> {
  const translate = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const key = typeof record.message === 'string' ? CONTRACT_MESSAGES[record.message] : undefined;
    if (key) record.message = t(key);
    for (const [name, value] of Object.entries(record)) if (name !== 'ref') translate(value);
  };
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translate(result.errors);
    return result;
  };
}
