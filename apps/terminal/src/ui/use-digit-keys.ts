import { useEffect } from 'react';

/**
 * Digits typed on a keyboard feed the keypad; Backspace clears (seed 000 §2.5, §2.6). Keys typed into a form
 * field are left to it.
 */
export function useDigitKeys(onKey: (key: string) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^\d$/.test(event.key) || event.key === 'Backspace') {
        event.preventDefault();
        onKey(event.key);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey, enabled]);
}
