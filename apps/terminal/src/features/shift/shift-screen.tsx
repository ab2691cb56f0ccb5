import { centsFormat, centsFromDecimal, centsKeypadValue, shiftGateNeedsPin, terminalSetting } from '@opentill/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { useStoreCountry } from '../../data/repositories/store.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { useEmployee } from '../../data/repositories/employees.ts';
import { useCurrentShift } from '../../data/repositories/shifts.ts';
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
  const symbol = useCurrencySymbol();
  const country = useStoreCountry();
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
  useDigitKeys(onKey, shift !== undefined && !gated && !payouts && report === null);
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
  const amount = centsFormat(centsKeypadValue(digits), symbol);
  const amountLabel = shift ? t('shift.endingCash') : t('shift.startingCash');

  return (
    <main className="flex flex-col items-center gap-6 p-6">
      <h1 className="text-2xl font-semibold">{shift ? t('shift.currentTitle') : t('shift.openTitle')}</h1>
      {lastOverShort !== null && !shift && (
        <p role="status" className="rounded-lg bg-white px-4 py-3 text-lg shadow">
          {t('shift.closedOverShort', { amount: centsFormat(lastOverShort, symbol) })}
        </p>
      )}
      {shift && (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-white px-6 py-4 shadow">
          <dt>{t('shift.openedAt')}</dt>
          <dd>{formatDateTime(new Date(shift.shift_open_date), country)}</dd>
          <dt>{t('shift.openingAmount')}</dt>
          <dd>{centsFormat(centsFromDecimal(shift.opening_amount), symbol)}</dd>
          <dt>{t('shift.drops')}</dt>
          <dd>{centsFormat(centsFromDecimal(shift.total_drops ?? 0), symbol)}</dd>
          <dt>{t('shift.payoutsTotal')}</dt>
          <dd>{centsFormat(centsFromDecimal(shift.total_payouts ?? 0), symbol)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {shift && (
          <button
            type="button"
            onClick={() => setPayouts(true)}
            className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white"
          >
            {t('shift.payouts')}
          </button>
        )}
        {/* seed 002 §4 report choice: X for the open shift, Z for the one just closed, else the day summary. */}
        {shift && (
          <button
            type="button"
            disabled={reportLoading}
            onClick={() => void showShift()}
            className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white disabled:opacity-60"
          >
            {t('printing.report.X')}
          </button>
        )}
        {!shift && lastClosed && (
          <button
            type="button"
            disabled={reportLoading}
            onClick={() => void showShift(lastClosed)}
            className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white disabled:opacity-60"
          >
            {t('printing.report.Z')}
          </button>
        )}
        <button
          type="button"
          disabled={reportLoading}
          onClick={() => void showDaySummary()}
          className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white disabled:opacity-60"
        >
          {t('printing.report.day')}
        </button>
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
      <section
        aria-label={amountLabel}
        className="flex w-full max-w-xs flex-col gap-4 rounded-2xl bg-slate-800 p-6 text-white"
      >
        <output
          aria-label={amountLabel}
          className="rounded-lg bg-slate-900 px-4 py-3 text-right text-3xl font-bold tabular-nums"
        >
          {amount}
        </output>
        <Keypad onKey={onKey} label={t('shift.keypad')} disabled={busy} />
        <button
          type="button"
          disabled={busy}
          onClick={() => void (shift ? close() : open())}
          className="min-h-12 rounded-lg bg-sky-700 text-lg font-semibold disabled:opacity-60"
        >
          {shift ? t('shift.close') : t('shift.open')}
        </button>
      </section>
    </main>
  );
}
