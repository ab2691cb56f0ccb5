import { centsFromDecimal, centsKeypadValue, shiftGateNeedsPin, terminalSetting } from '@opentill/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { useFormat } from '../../ui/use-format.ts';
import { useEmployee } from '../../data/repositories/employees.ts';
import { useCurrentShift } from '../../data/repositories/shifts.ts';
import { Button } from '../../ui/button.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { PayoutPopup } from './payout-popup.tsx';
import { ReportPanel } from './report-panel.tsx';
import { useReportStore } from './report-store.ts';
import { ShiftGate } from './shift-gate.tsx';
import { useShiftStore } from './shift-store.ts';

/** Shift (seed 000 §2.9): open with the starting cash on a cents numpad; close by entering the end cash. */
export default function ShiftScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shift = useCurrentShift();
  const format = useFormat();
  const symbol = format.symbol;
  const { digits, busy, lastOverShort, lastClosed, next, press, open, close, movement, reset } = useShiftStore();
  const { showShift, showDaySummary, loading: reportLoading, report } = useReportStore();
  const [payouts, setPayouts] = useState(false);
  const employee = useEmployee(useSession((s) => s.employeeId));
  const [approved, setApproved] = useState(false);
  const settings = storedTerminal<{ db_settings?: { name: string; value: string }[] }>()?.db_settings;
  const gated =
    !approved &&
    employee !== null &&
    employee !== undefined &&
    shiftGateNeedsPin(employee.role, terminalSetting(settings, 'allow_cashier_shift'));
  const onKey = useCallback((key: string) => press(key), [press]);
  // issue 13 §5: Enter opens or closes the shift with the amount typed, as the button does.
  const confirm = useCallback(() => void (shift ? close() : open()), [shift, close, open]);
  useDigitKeys(onKey, shift !== undefined && !gated && !payouts && report === null, confirm);
  useEffect(
    () => () => {
      reset();
      useReportStore.getState().close();
    },
    [reset],
  );
  useEffect(() => {
    if (next) void navigate(next);
  }, [next, navigate]);

  // Nothing is shown until the employee is known, so a gated cashier never sees the drawer form first.
  if (shift === undefined || employee === undefined) return <main aria-busy="true" className="p-6" />;
  if (gated)
    return (
      <main className="flex flex-col items-center gap-6 p-6">
        <ShiftGate onApproved={() => setApproved(true)} />
      </main>
    );
  const amount = format.money(centsKeypadValue(digits));
  const amountLabel = shift ? t('shift.endingCash') : t('shift.startingCash');

  const reportButton = 'max-sm:flex-auto';

  return (
    <main className="flex flex-col gap-4 p-6 max-sm:p-3">
      <h1 className="text-center text-2xl font-semibold">{shift ? t('shift.currentTitle') : t('shift.openTitle')}</h1>
      <div className="flex flex-col items-center gap-6 lg:flex-row lg:items-start lg:justify-center">
        {/* The cash entry comes first on a narrow screen, so Open / Close Shift is on screen without scrolling. */}
        <section
          aria-label={amountLabel}
          className="flex w-full max-w-xs flex-col gap-4 rounded-panel bg-chrome p-6 text-on-chrome max-sm:gap-3 max-sm:p-4 lg:order-last"
        >
          <output
            aria-label={amountLabel}
            className="rounded-control bg-black/40 px-4 py-3 text-right text-3xl font-bold tabular-nums max-sm:py-2"
          >
            {amount}
          </output>
          <Keypad onKey={onKey} label={t('shift.keypad')} disabled={busy} />
          <Button variant="primary" size="lg" busy={busy} onClick={confirm} data-layout-primary="shift-action">
            {shift ? t('shift.close') : t('shift.open')}
          </Button>
        </section>
        <div className="flex w-full max-w-md min-w-0 flex-col items-center gap-4">
          {lastOverShort !== null && !shift && (
            <p role="status" className="rounded-panel bg-surface px-4 py-3 text-lg shadow">
              {t('shift.closedOverShort', { amount: format.money(lastOverShort) })}
            </p>
          )}
          {shift && (
            <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 rounded-panel bg-surface px-6 py-4 shadow">
              <dt>{t('shift.openedAt')}</dt>
              <dd className="text-right">
                <time dateTime={shift.shift_open_date}>{format.dateTime(shift.shift_open_date)}</time>
              </dd>
              <dt>{t('shift.openingAmount')}</dt>
              <dd className="text-right tabular-nums">{format.money(centsFromDecimal(shift.opening_amount))}</dd>
              <dt>{t('shift.drops')}</dt>
              <dd className="text-right tabular-nums">{format.money(centsFromDecimal(shift.total_drops ?? 0))}</dd>
              <dt>{t('shift.payoutsTotal')}</dt>
              <dd className="text-right tabular-nums">{format.money(centsFromDecimal(shift.total_payouts ?? 0))}</dd>
            </dl>
          )}
          <div className="flex w-full flex-wrap justify-center gap-3">
            {shift && (
              <Button variant="chrome" className={reportButton} onClick={() => setPayouts(true)}>
                {t('shift.payouts')}
              </Button>
            )}
            {/* seed 002 §4 report choice: X for the open shift, Z for the one just closed, else the day summary. */}
            {shift && (
              <Button
                variant="chrome"
                className={reportButton}
                disabled={reportLoading}
                onClick={() => void showShift()}
              >
                {t('printing.report.X')}
              </Button>
            )}
            {!shift && lastClosed && (
              <Button
                variant="chrome"
                className={reportButton}
                disabled={reportLoading}
                onClick={() => void showShift(lastClosed)}
              >
                {t('printing.report.Z')}
              </Button>
            )}
            <Button
              variant="chrome"
              className={reportButton}
              disabled={reportLoading}
              onClick={() => void showDaySummary()}
            >
              {t('printing.report.day')}
            </Button>
          </div>
        </div>
      </div>
      <ReportPanel />
      <PayoutPopup
        isOpen={payouts}
        symbol={symbol}
        onClose={() => setPayouts(false)}
        onSave={(kind, amount) => {
          setPayouts(false);
          void movement(kind, amount);
        }}
      />
    </main>
  );
}
