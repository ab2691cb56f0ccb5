import { useEffect, useRef } from 'react';

/** The key that pays the order (Refund in refund mode): issue 13 §5, the team's keyboard scheme. */
export const PAY_SHORTCUT = 'F9';
/** The key that puts the cursor in the editor's search box. */
export const SEARCH_SHORTCUT = '/';

export interface EditorShortcuts {
  /** `/`: focus the search box. */
  onSearch: () => void;
  /** F9: Pay, or Refund in refund mode; called only while the button could be pressed. */
  onPay: () => void;
  /** Whether Pay (Refund) can be pressed now. */
  payEnabled: boolean;
  /** false while one of the editor's own modals is open (or the editor is waiting for a PIN). */
  enabled: boolean;
}

/** A field that takes typed text: keys typed there are its own, not shortcuts. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** A modal or a menu is on top: the keyboard belongs to it (react-aria's dialogs and menus, any aria-modal). */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"]') !== null;
}

/**
 * The order editor's keyboard shortcuts (issue 13 §5): `/` focuses search, F9 pays (refunds). Ignored while a modal
 * or menu is open, while a text field has focus, and with Ctrl, Alt or Meta held. The barcode scanner listens on the
 * capture phase and takes its digits and Enter first (use-barcode-scanner.ts); neither key is one a scanner sends.
 */
export function useEditorShortcuts(shortcuts: EditorShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  const { enabled } = shortcuts;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.key !== SEARCH_SHORTCUT && event.key !== PAY_SHORTCUT) return;
      if (typingInto(event.target) || overlayOpen()) return;
      event.preventDefault();
      const current = latest.current;
      if (event.key === SEARCH_SHORTCUT) current.onSearch();
      else if (current.payEnabled) current.onPay();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
