import { useEffect } from 'react';

/** True while a text field (or anything editable) has the keyboard: its keys are its own. */
export function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  );
}

/**
 * Digits typed on a keyboard feed the keypad; Backspace clears (seed 000 §2.5, §2.6). With onEnter, Enter confirms
 * the entry too (useEnterKey). Keys typed into a form field are left to it.
 */
export function useDigitKeys(onKey: (key: string) => void, enabled = true, onEnter?: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (typingInField(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^\d$/.test(event.key) || event.key === 'Backspace') {
        event.preventDefault();
        onKey(event.key);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey, enabled]);
  useEnterKey(onEnter, enabled);
}

/**
 * Issue 13 §5: Enter confirms a keypad entry. A keypad key keeps the focus after a tap, so Enter then confirms rather
 * than pressing that digit again; while another button or link has the focus, Enter presses that one; a text field
 * keeps its Enter.
 */
export function useEnterKey(onEnter: (() => void) | undefined, enabled = true): void {
  useEffect(() => {
    if (!enabled || !onEnter) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (typingInField(event.target)) return;
      const target = event.target as HTMLElement | null;
      const control = target?.closest?.('button, a[href], [role="button"], [role="tab"], [role="link"]');
      if (control && !control.closest('[data-keypad]')) return;
      event.preventDefault();
      onEnter();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onEnter, enabled]);
}
