import { useEffect, useRef } from 'react';

/** A field that takes typed text: keys typed there are its own, not shortcuts. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** A modal or a menu is on top (react-aria's dialogs and menus, any aria-modal): the keyboard belongs to it. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"]') !== null;
}

/**
 * A screen's keyboard shortcuts (issue 13 §5, apps/terminal/README.md): `onKey` gets one of `keys` as pressed. Ignored
 * while a modal or menu is open, while a text field has the focus, with Ctrl, Alt or Meta held, and on auto-repeat (a
 * held F9 must not pay twice). The browser's own action for the key (F7 caret browsing, `/` quick find) is prevented.
 * A barcode scanner sends digits and Enter, never a shortcut key, and listens before this (use-barcode-scanner.ts).
 */
export function useShortcutKeys(keys: readonly string[], onKey: (key: string) => void, enabled = true): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  const keyList = keys.join(' ');
  useEffect(() => {
    if (!enabled) return undefined;
    const bound = keyList.split(' ');
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (!bound.includes(event.key)) return;
      if (typingInto(event.target) || overlayOpen()) return;
      event.preventDefault();
      if (event.repeat) return;
      latest.current(event.key);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled, keyList]);
}
