/**
 * Why a print failed, in words a cashier can act on (issue 15 §7, seed 002 §8 'Printer error' with the check):
 * the print helper answers the socket error of the printer connection, or the helper itself cannot be reached.
 */
import type { TFunction } from 'i18next';

export type PrintCause =
  | 'refused'
  | 'dropped'
  | 'timeout'
  | 'unreachable'
  | 'unknownHost'
  | 'notPrinterPort'
  | 'paperEnd'
  | 'helperUnreachable'
  | 'helperTimeout'
  | 'other';

export interface PrintFailure {
  /** The printer's name as configured (e.g. 'Receipt printer'). */
  printer: string;
  /** 'Printer error' or 'Drawer error' (seed 002 §8). */
  message: string;
  /** host:port the job went to. */
  address?: string;
  cause?: PrintCause;
  /** The helper's own words, for the log and for a cause we do not know. */
  detail?: string;
}

/** The cause of a failed answer from its detail (the helper passes Node's socket error text through). */
export function printCauseOf(detail: string | undefined): PrintCause {
  const text = detail ?? '';
  if (/ECONNREFUSED/.test(text)) return 'refused';
  if (/ECONNRESET|EPIPE|closed the connection/.test(text)) return 'dropped';
  if (/paper end/.test(text)) return 'paperEnd';
  if (/no answer from|ETIMEDOUT/.test(text)) return 'timeout';
  if (/EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|EADDRNOTAVAIL/.test(text)) return 'unreachable';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'unknownHost';
  if (/not a printer port/.test(text)) return 'notPrinterPort';
  return 'other';
}

/** "Receipt printer (192.168.1.50:9100): the printer refused the connection", in the employee's language. */
export function printFailureText(t: TFunction, failure: PrintFailure): string {
  const where = failure.address ? `${failure.printer} (${failure.address})` : failure.printer;
  const cause = failure.cause;
  const why =
    cause === undefined
      ? failure.message
      : cause === 'other' && failure.detail
        ? t('printer.cause.otherDetail', { detail: failure.detail })
        : t(`printer.cause.${cause}`);
  return `${where}: ${why}`;
}
