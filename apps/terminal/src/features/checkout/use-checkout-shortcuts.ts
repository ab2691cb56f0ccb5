import { useEffect, useRef } from 'react';
import { typingInField } from '../../ui/use-digit-keys.ts';

/** Issue 13 §5, the team's keyboard scheme: F6, F7, F8 tender the three quick-cash amounts (left to right). */
export const QUICK_CASH_SHORTCUTS = ['F6', 'F7', 'F8'] as const;
/** F9 pays with the Cash payment type (the editor's F9 is Pay: one key walks a sale through). */
export const CASH_SHORTCUT = 'F9';

export interface CheckoutShortcuts {
  /** F6..F8: the index of the quick-cash amount pressed (0 = left). */
  onQuickCash: (index: number) => void;
  /** F9: Cash; called only while it could be pressed. */
  onCash: () => void;
  cashEnabled: boolean;
  /** false while one of checkout's own modals is open. */
  enabled: boolean;
}

/** A modal or a menu is on top (react-aria's dialogs, e.g. the shell's gift card modal): the keyboard is its own. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"]') !== null;
}

/**
 * Checkout's function keys (issue 13 §5). Ignored while a modal or menu is open, while a text field has the focus,
 * with Ctrl, Alt or Meta held, and on auto-repeat (a held F9 must not pay twice). A barcode scanner sends digits and
 * Enter, never these keys; Enter is not bound here (see CheckoutScreen).
 */
export function useCheckoutShortcuts(shortcuts: CheckoutShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  const { enabled } = shortcuts;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const quick = (QUICK_CASH_SHORTCUTS as readonly string[]).indexOf(event.key);
      if (quick < 0 && event.key !== CASH_SHORTCUT) return;
      if (typingInField(event.target) || overlayOpen()) return;
      // The browser's own F-key actions (F7 caret browsing...) stay off on this screen.
      event.preventDefault();
      if (event.repeat) return;
      const current = latest.current;
      if (quick >= 0) current.onQuickCash(quick);
      else if (current.cashEnabled) current.onCash();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
