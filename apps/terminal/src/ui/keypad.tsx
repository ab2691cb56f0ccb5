import { useTranslation } from 'react-i18next';
import { useEnterKey } from './use-digit-keys.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'C', '0'] as const;

export interface KeypadProps {
  onKey: (key: string) => void;
  disabled?: boolean;
  /** Label of the keypad group for screen readers. */
  label: string;
  /**
   * The keypad's confirm action (issue 13 §5): shown as the twelfth key and run by Enter on a keyboard (not while a
   * text field has the focus). Without it the twelfth slot stays empty.
   */
  onEnter?: () => void;
  /** The confirm key's label; default 'OK'. */
  enterLabel?: string;
  enterDisabled?: boolean;
}

const KEY =
  'min-h-14 min-w-touch rounded-control text-2xl font-semibold select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-45 max-sm:min-h-12';

/**
 * Touch-first digit keypad (seed 000 §2.5, §2.6: keypad 0-9 and C). Real buttons, each at least 44x44 px with a
 * pressed colour; C is announced as "Clear". No react-aria here: the PIN screen's first bundle stays small.
 */
export function Keypad({ onKey, disabled = false, label, onEnter, enterLabel, enterDisabled = false }: KeypadProps) {
  const { t } = useTranslation();
  useEnterKey(onEnter, !disabled && !enterDisabled);
  return (
    <div role="group" aria-label={label} data-keypad className="grid grid-cols-3 gap-3 max-sm:gap-2">
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          disabled={disabled}
          aria-label={key === 'C' ? t('keypad.clear') : key}
          onClick={() => onKey(key)}
          className={`${KEY} bg-chrome-raised text-on-chrome hover:bg-chrome-hover active:bg-chrome-pressed`}
        >
          {key}
        </button>
      ))}
      {onEnter && (
        <button
          type="button"
          disabled={disabled || enterDisabled}
          aria-keyshortcuts="Enter"
          onClick={onEnter}
          className={`${KEY} bg-primary text-on-primary hover:bg-primary-hover active:bg-primary-pressed`}
        >
          {enterLabel ?? t('keypad.enter')}
        </button>
      )}
    </div>
  );
}

/** The entry as dots or digits in fixed slots, so the length is visible and announced. */
export function CodeDisplay({
  value,
  length,
  masked = false,
  label,
}: {
  value: string;
  length: number;
  masked?: boolean;
  label: string;
}) {
  return (
    <div role="status" aria-label={label} className="flex justify-center gap-2">
      {Array.from({ length }, (_, index) => {
        const char = value[index];
        return (
          <span
            key={index}
            aria-hidden="true"
            className="flex h-12 w-10 items-center justify-center rounded-control border-2 border-slate-500 text-2xl font-bold text-white"
          >
            {char === undefined ? '' : masked ? '•' : char}
          </span>
        );
      })}
    </div>
  );
}
