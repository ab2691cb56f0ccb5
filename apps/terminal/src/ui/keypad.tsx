import { useTranslation } from 'react-i18next';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'C', '0'] as const;

export interface KeypadProps {
  onKey: (key: string) => void;
  disabled?: boolean;
  /** Label of the keypad group for screen readers. */
  label: string;
}

/**
 * Touch-first digit keypad (seed 000 §2.5, §2.6: keypad 0-9 and C). Real buttons, each at least 44 px high;
 * C is announced as "Clear".
 */
export function Keypad({ onKey, disabled = false, label }: KeypadProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="grid grid-cols-3 gap-3">
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          disabled={disabled}
          aria-label={key === 'C' ? t('keypad.clear') : key}
          onClick={() => onKey(key)}
          className="min-h-14 min-w-14 rounded-xl bg-slate-700 text-2xl font-semibold text-white hover:bg-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 active:bg-slate-500 disabled:opacity-50"
        >
          {key}
        </button>
      ))}
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
            className="flex h-12 w-10 items-center justify-center rounded-lg border-2 border-slate-500 text-2xl font-bold text-white"
          >
            {char === undefined ? '' : masked ? '•' : char}
          </span>
        );
      })}
    </div>
  );
}
