import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEmployee } from '../../data/repositories/employees.ts';
import { useNow } from '../../ui/use-now.ts';
import { ROUTES } from '../routes.ts';
import { useSession } from '../session-store.ts';
import { clockText } from './clock.ts';

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

/**
 * seed 000 §2.4 'Schedule a Call': help for a cashier who is stuck. It opens our own short dialog with the support
 * text; no third-party booking page or script is loaded (ARCHITECTURE safety rules: no third-party scripts).
 */
function ScheduleCall() {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className="min-h-11 rounded-lg bg-slate-700 px-3">{t('shell.scheduleCall')}</Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
        <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog className="flex flex-col gap-4 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-xl font-semibold">
                  {t('shell.scheduleCall')}
                </Heading>
                <p>{t('shell.scheduleCallText')}</p>
                <button
                  type="button"
                  onClick={close}
                  autoFocus
                  className="min-h-11 self-end rounded-lg bg-sky-700 px-5 font-semibold text-white"
                >
                  {t('common.close')}
                </button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** seed 000 §2.4 top bar: clock (h:mm A, every second), employee name, lock, fullscreen, 'Schedule a Call'. */
export function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow(1000);
  const employeeId = useSession((s) => s.employeeId);
  const employee = useEmployee(employeeId);
  const lock = () => {
    // seed 000 §4: the lock action clears the employee's unlocked flag and goes to Pin.
    useSession.getState().lock();
    void navigate(ROUTES.Pin);
  };
  return (
    <header className="flex items-center justify-between gap-4 bg-slate-900 px-4 py-2 text-white">
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        onClick={onMenu}
        className="min-h-11 rounded-lg bg-slate-700 px-3 min-[787px]:hidden"
      >
        {t('shell.menuButton')}
      </button>
      <time aria-label={t('shell.clock')} className="text-lg font-semibold tabular-nums">
        {clockText(new Date(now))}
      </time>
      <div className="flex items-center gap-3">
        <span>{employee?.name ?? ''}</span>
        <ScheduleCall />
        <button type="button" onClick={toggleFullscreen} className="min-h-11 rounded-lg bg-slate-700 px-3">
          {t('shell.fullscreen')}
        </button>
        <button type="button" onClick={lock} className="min-h-11 rounded-lg bg-slate-700 px-3">
          {t('shell.lock')}
        </button>
      </div>
    </header>
  );
}
