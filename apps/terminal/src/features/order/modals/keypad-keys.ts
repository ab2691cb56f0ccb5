import { useEffect } from 'react';
import { useDigitKeys } from '../../../ui/use-digit-keys.ts';

/**
 * Keyboard for the modal keypads: digits and Backspace through useDigitKeys, plus the extra keys a keypad has
 * ('.', '-') and Enter to confirm. Keys typed into a form field, and Enter on a focused button, are left alone.
 */
export function useKeypadKeys(
  onKey: (key: string) => void,
  options: { enabled: boolean; extra?: readonly string[]; onEnter?: () => void },
): void {
  const { enabled, extra = [], onEnter } = options;
  useDigitKeys(onKey, enabled);
  const extraKeys = extra.join('');
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || target?.isContentEditable === true) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter' && onEnter && tag !== 'BUTTON') {
        event.preventDefault();
        onEnter();
      } else if (event.key.length === 1 && extraKeys.includes(event.key)) {
        event.preventDefault();
        onKey(event.key);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled, extraKeys, onEnter, onKey]);
}
