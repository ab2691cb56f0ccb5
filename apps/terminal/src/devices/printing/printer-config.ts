/**
 * Where jobs go, read from the stored terminal config (seed 000 §3 Terminal: printer {local_ip, name, is_58mm},
 * printer_server_ip, db_settings). The helper's WebSocket port is not in the seeds: docs/print-helper.md fixes 8765,
 * and the terminal setting print_helper_port may change it (decided, docs/decisions.md).
 */
import { PRINTER_PORT, type Terminal } from '@opentill/contracts';
import { receiptWidth } from '@opentill/domain';
import { storedTerminal } from '../../data/connection.ts';

export const PRINT_HELPER_PORT = 8765;

/** A printer a job can go to. */
export interface PrinterTarget {
  readonly name: string;
  readonly host: string;
  readonly port: number;
  /** Receipt width: 42 columns, 30 on a 58 mm printer (seed 002 §9). */
  readonly width: number;
}

export interface PrintingConfig {
  /** ws://{printer_server_ip}:{port}; null when no print helper is configured. */
  readonly helperUrl: string | null;
  readonly receiptPrinter: PrinterTarget | null;
  readonly settings: ReadonlyMap<string, string>;
}

type TerminalFields = Partial<Pick<Terminal, 'printer' | 'printer_server_ip' | 'db_settings'>>;

/** Splits "host" or "host:port" (a printer's local_ip may carry a port, e.g. a simulator's). */
function hostAndPort(address: string): { host: string; port: number } {
  const match = /^(.+):(\d{1,5})$/.exec(address.trim());
  if (match && !match[1]?.includes(':')) return { host: match[1] ?? '', port: Number(match[2]) };
  return { host: address.trim(), port: PRINTER_PORT };
}

export function printingConfigFrom(terminal: TerminalFields | null): PrintingConfig {
  const settings = new Map((terminal?.db_settings ?? []).map((setting) => [setting.name, setting.value] as const));
  const server = terminal?.printer_server_ip?.trim() ?? '';
  const portSetting = Number(settings.get('print_helper_port'));
  const port =
    Number.isInteger(portSetting) && portSetting > 0 && portSetting < 65536 ? portSetting : PRINT_HELPER_PORT;
  const helperUrl =
    server === ''
      ? null
      : `ws://${server.includes(':') && !server.startsWith('[') ? `[${server}]` : server}:${String(port)}`;
  const printer = terminal?.printer ?? null;
  const receiptPrinter =
    printer && printer.local_ip.trim() !== ''
      ? { name: printer.name || printer.local_ip, ...hostAndPort(printer.local_ip), width: receiptWidth(printer) }
      : null;
  return { helperUrl, receiptPrinter, settings };
}

/** The current terminal's printing config. */
export function printingConfig(): PrintingConfig {
  return printingConfigFrom(storedTerminal<TerminalFields>());
}

/**
 * The printer of a kitchen printer id (seed 001 §3 product.printers). The terminal config carries only the receipt
 * printer, so every kitchen id prints there (decided); tickets are grouped by address so one printer gets one ticket.
 */
export function kitchenPrinterFor(config: PrintingConfig, _printerId: number): PrinterTarget | null {
  return config.receiptPrinter;
}
