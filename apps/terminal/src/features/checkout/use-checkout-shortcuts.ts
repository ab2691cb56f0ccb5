import { useShortcutKeys } from '../../ui/use-shortcut-keys.ts';

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

/** Checkout's function keys (issue 13 §5); Enter is not bound here (see CheckoutScreen). */
export function useCheckoutShortcuts(shortcuts: CheckoutShortcuts): void {
  useShortcutKeys(
    [...QUICK_CASH_SHORTCUTS, CASH_SHORTCUT],
    (key) => {
      const quick = (QUICK_CASH_SHORTCUTS as readonly string[]).indexOf(key);
      if (quick >= 0) shortcuts.onQuickCash(quick);
      else if (shortcuts.cashEnabled) shortcuts.onCash();
    },
    shortcuts.enabled,
  );
}
