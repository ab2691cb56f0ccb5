import { TERMINAL_MODE } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isDemoToken, storedConnection, storedTerminal } from '../data/connection.ts';
import { demoSwitchMode } from '../data/demo.ts';
import { buttonClass } from '../ui/button.tsx';

const MODES = [
  { mode: TERMINAL_MODE.TABLE_SERVICE, label: 'demo.tableService' },
  { mode: TERMINAL_MODE.QUICK_SERVICE, label: 'demo.quickService' },
  { mode: TERMINAL_MODE.KIOSK, label: 'demo.kiosk' },
] as const;

/** seed 000 §2.4 item 6: only in demo mode; expands and collapses on click (fade 550 ms); the three mode switches. */
export function DemoBanner() {
  const { t } = useTranslation();
  useLocation(); // re-read the stored terminal after each navigation
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isDemoToken() || !storedConnection()) return null;
  const mode = storedTerminal<{ mode?: number }>()?.mode;
  const switchTo = async (next: number) => {
    setBusy(true);
    try {
      void navigate(await demoSwitchMode(next));
    } catch (error) {
      console.error('Demo mode switch failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <aside aria-label={t('demo.banner')} className="fixed right-3 bottom-3 z-30 flex flex-col items-end gap-2">
      <div
        id="demo-switches"
        hidden={!open}
        className={`flex flex-col gap-2 rounded-xl bg-white p-3 shadow-xl transition-opacity duration-[550ms] ${open ? 'opacity-100' : 'opacity-0'}`}
      >
        {MODES.map((entry) => (
          <button
            key={entry.mode}
            type="button"
            disabled={busy}
            aria-pressed={mode === entry.mode}
            onClick={() => void switchTo(entry.mode)}
            className={buttonClass(mode === entry.mode ? 'primary' : 'secondary')}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="demo-switches"
        onClick={() => setOpen(!open)}
        className="min-h-touch min-w-touch rounded-full bg-amber-400 px-5 font-semibold text-ink shadow select-none hover:bg-amber-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus active:bg-amber-500"
      >
        {t('demo.label')}
      </button>
    </aside>
  );
}
