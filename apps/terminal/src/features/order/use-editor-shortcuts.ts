import { useShortcutKeys } from '../../ui/use-shortcut-keys.ts';

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

/** The order editor's keyboard shortcuts (issue 13 §5): `/` focuses search, F9 pays (refunds). */
export function useEditorShortcuts(shortcuts: EditorShortcuts): void {
  useShortcutKeys(
    [SEARCH_SHORTCUT, PAY_SHORTCUT],
    (key) => {
      if (key === SEARCH_SHORTCUT) shortcuts.onSearch();
      else if (shortcuts.payEnabled) shortcuts.onPay();
    },
    shortcuts.enabled,
  );
}
