import { create } from 'zustand';
import { shiftCurrent, type ShiftRecord } from '../../data/repositories/shifts.ts';
import { printReport, printWidth } from '../../devices/printing/index.ts';
import { reportLabels } from './report-labels.ts';
import { daySummaryReport, shiftReport, type Report } from './shift-report.ts';

/** Where the report's print stands: no printer configured, being sent, printed, or failed (seed 002 §8 'Printing failed'). */
export type ReportPrint = 'none' | 'printing' | 'printed' | 'failed';

export interface ReportState {
  report: Report | null;
  print: ReportPrint;
  /** The day summary could not be fetched (offline or a server error). */
  failed: boolean;
  loading: boolean;
  /** X report of the open shift, or Z report of `closed`. */
  showShift: (closed?: ShiftRecord | null) => Promise<void>;
  showDaySummary: () => Promise<void>;
  printAgain: () => Promise<void>;
  close: () => void;
}

/**
 * Reports are shown on screen and sent to the printer when one is configured (issue 6 §7): the print runs after
 * the report shows, so a slow or missing printer never hides the figures.
 */
export const useReportStore = create<ReportState>()((set, get) => {
  const send = async (report: Report) => {
    set({ print: 'printing' });
    const outcome = await printReport(report.paperLines);
    if (get().report !== report) return;
    set({ print: !outcome.ok ? 'failed' : outcome.printed ? 'printed' : 'none' });
  };
  const show = async (load: () => Promise<Report | null>) => {
    set({ loading: true, failed: false });
    try {
      const report = await load();
      set({ report, loading: false, print: 'none' });
      if (report) await send(report);
    } catch (error) {
      console.warn('report failed', error);
      set({ loading: false, failed: true });
    }
  };
  return {
    report: null,
    print: 'none',
    failed: false,
    loading: false,
    showShift: (closed) =>
      show(async () => {
        const shift = closed ?? (await shiftCurrent());
        return shift ? shiftReport(shift, printWidth(), new Date(), reportLabels()) : null;
      }),
    showDaySummary: () => show(() => daySummaryReport(printWidth(), new Date(), reportLabels())),
    printAgain: async () => {
      const report = get().report;
      if (report) await send(report);
    },
    close: () => set({ report: null, print: 'none', failed: false }),
  };
});
