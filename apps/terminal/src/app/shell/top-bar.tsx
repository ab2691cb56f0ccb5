import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEmployee } from '../../data/repositories/employees.ts';
import { Button } from '../../ui/button.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useNow } from '../../ui/use-now.ts';
import { ROUTES } from '../routes.ts';
import { useSession } from '../session-store.ts';

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

/** Line icons (24 px grid, current colour) for the top bar's buttons that fold to an icon on a phone. */
const ICONS = {
  call: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0 fill-none stroke-current stroke-2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * A top bar button: icon and label; in the mobile layout (786 px or less) the label folds away and the button keeps
 * its name for screen readers and tests (aria-label), so the bar fits a 390 px phone.
 */
function BarButton({
  label,
  icon,
  onPress,
  folds = true,
}: {
  label: string;
  icon: keyof typeof ICONS;
  onPress: () => void;
  /** false: the label stays on a phone too (Lock). */
  folds?: boolean;
}) {
  return (
    <Button variant="chrome" size="sm" aria-label={label} title={label} onClick={onPress} className="shrink-0">
      <Icon name={icon} />
      <span className={`whitespace-nowrap ${folds ? 'max-[786px]:hidden' : ''}`}>{label}</span>
    </Button>
  );
}

/**
 * seed 000 §2.4 'Schedule a Call': help for a cashier who is stuck. It opens our own short dialog with the support
 * text; no third-party booking page or script is loaded (ARCHITECTURE safety rules: no third-party scripts).
 */
function ScheduleCall() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <BarButton label={t('shell.scheduleCall')} icon="call" onPress={() => setOpen(true)} />
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('shell.scheduleCall')}>
        <p>{t('shell.scheduleCallText')}</p>
        <ModalActions>
          <Button variant="primary" autoFocus onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        </ModalActions>
      </Modal>
    </>
  );
}

/**
 * seed 000 §2.4 top bar: clock (h:mm A, every second), employee name, lock, fullscreen, 'Schedule a Call'. On a phone
 * (786 px or less) the Menu button opens the side menu, the name goes under the clock (cut with an ellipsis, the full
 * name in its title) and Schedule a Call and Fullscreen show as icons, so nothing leaves the screen.
 */
export function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Looked at every second (seed 000 §9), drawn again when the minute it shows changes.
  const now = useNow(1000, true, 60_000);
  // seed 000 §2.4 h:mm A in a US store; the store's country and the employee's language decide elsewhere (issue 15 §8).
  const format = useFormat();
  const employeeId = useSession((s) => s.employeeId);
  const employee = useEmployee(employeeId);
  const lock = () => {
    // seed 000 §4: the lock action clears the employee's unlocked flag and goes to Pin.
    useSession.getState().lock();
    void navigate(ROUTES.Pin);
  };
  const name = employee?.name ?? '';
  return (
    <header className="flex min-w-0 items-center gap-2 bg-chrome px-4 py-2 text-on-chrome max-[786px]:px-2 min-[787px]:gap-4">
      <Button
        variant="chrome"
        size="sm"
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        onClick={onMenu}
        className="shrink-0 min-[787px]:hidden"
      >
        {t('shell.menuButton')}
      </Button>
      <div className="flex min-w-0 flex-1 items-center gap-x-4 max-[786px]:flex-col max-[786px]:items-start">
        <time aria-label={t('shell.clock')} className="text-lg font-semibold whitespace-nowrap tabular-nums">
          {format.time(new Date(now))}
        </time>
        <span
          title={name}
          className="min-w-0 truncate max-[786px]:max-w-full max-[786px]:text-sm min-[787px]:ml-auto min-[787px]:text-right"
        >
          {name}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2 min-[787px]:gap-3">
        <ScheduleCall />
        <BarButton label={t('shell.fullscreen')} icon="fullscreen" onPress={toggleFullscreen} />
        <BarButton label={t('shell.lock')} icon="lock" onPress={lock} folds={false} />
      </div>
    </header>
  );
}
