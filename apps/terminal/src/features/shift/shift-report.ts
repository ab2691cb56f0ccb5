/**
 * X report (open shift), Z report (closed shift) and day summary (seed 002 §4 report choice, §9 Reports; seed 000
 * §2.9 labels). The figures of an X or Z report are domain endOfDayFigures of the orders the shift paid (read from this
 * device); the day summary's are the server's, computed by the same function (issue 15 §2); the layout is domain
 * shiftReportLines.
 */
import type { DaySummaryResponse } from '@opentill/contracts';
import {
  daySummaryReportInput,
  endOfDayFiguresFromWire,
  shiftReportInput,
  shiftReportLines,
  type ReportHeader,
  type ShiftReportKind,
} from '@opentill/domain';
import { apiRequest } from '../../data/api.ts';
import { db } from '../../data/db.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import { shiftFigures, type ShiftRecord } from '../../data/repositories/shifts.ts';
import { localDateTimeText } from '../../devices/printing/print-lines.ts';

async function reportHeader(printedAt: Date, shift: ReportHeader['shift'] = null): Promise<ReportHeader> {
  const [store, currency] = await Promise.all([
    db().store.toCollection().first(),
    db().currency.toCollection().first(),
  ]);
  return {
    storeName: typeof store?.name === 'string' ? store.name : '',
    country: typeof store?.country === 'string' ? store.country : null,
    currencySymbol: typeof currency?.symbol === 'string' ? currency.symbol : '$',
    printedAt: localDateTimeText(printedAt.toISOString()),
    shift,
  };
}

export interface Report {
  kind: ShiftReportKind;
  /** As shown, labels in the employee's language. */
  lines: string[];
  /** As printed (report-labels.ts: English where the printer's code pages lack the language's script). */
  paperLines: string[];
}

/** The label translators of a report's screen and paper copies (report-labels.ts reportLabels). */
export interface ReportLabels {
  screen: (english: string) => string;
  paper: (english: string) => string;
}

const ENGLISH: ReportLabels = { screen: (english) => english, paper: (english) => english };

/** X or Z report of a shift (which one follows from the shift: domain shiftReportKind), `width` columns. */
export async function shiftReport(
  shift: ShiftRecord,
  width: number,
  now = new Date(),
  labels: ReportLabels = ENGLISH,
): Promise<Report> {
  const name = async (id: unknown) => (typeof id === 'number' ? ((await employeeById(id))?.name ?? null) : null);
  const [openedBy, closedBy, figures] = await Promise.all([
    name(shift.open_shift_employee),
    name(shift.close_shift_employee),
    shiftFigures(shift),
  ]);
  const header = await reportHeader(now, {
    opened_at: localDateTimeText(shift.shift_open_date),
    opened_by: openedBy,
    closed_at: shift.shift_close_date ? localDateTimeText(shift.shift_close_date) : null,
    closed_by: closedBy,
  });
  const input = shiftReportInput(header, shift, figures);
  return {
    kind: input.kind,
    lines: shiftReportLines(input, width, labels.screen),
    paperLines: shiftReportLines(input, width, labels.paper),
  };
}

/** The day summary from the server (online only: the figures are the store's, not this device's). */
export async function daySummaryReport(
  width: number,
  now = new Date(),
  labels: ReportLabels = ENGLISH,
): Promise<Report> {
  const summary = await apiRequest<DaySummaryResponse>('/daysummary/');
  const header = await reportHeader(now, { opened_at: summary.date });
  const input = daySummaryReportInput(header, endOfDayFiguresFromWire(summary));
  return {
    kind: 'day',
    lines: shiftReportLines(input, width, labels.screen),
    paperLines: shiftReportLines(input, width, labels.paper),
  };
}
