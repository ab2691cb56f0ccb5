/**
 * Where jobs go, read from the stored terminal config (seed 000 §3 Terminal: printer {local_ip, name, is_58mm},
 * printer_server_ip, db_settings). The helper's WebSocket port is not in the seeds: docs/print-helper.md fixes 8765,
 * and the terminal setting print_helper_port may change it (decided, docs/decisions.md).
 */
import { PRINTER_PORT, type StorePrinter, type Terminal } from '@opentill/contracts';
import { PRINT_WIDTH, PRINTER_MODELS, printerModelOf } from '@opentill/domain';
import { storedTerminal } from '../../data/connection.ts';

export const PRINT_HELPER_PORT = 8765;

/** A printer a job can go to. */
export interface PrinterTarget {
  readonly name: string;
  readonly host: string;
  readonly port: number;
  /** Columns: the printer model's (42 or 48, 30 on a 58 mm printer: seed 002 §9, issue 19 §5); labels 32 or 20. */
  readonly width: number;
  /** The widest raster image the printer takes, in dots (512 at 180 dpi, 576 at 203 dpi, 384 on 58 mm). */
  readonly dots: number;
}

/** The kitchen display integration of this terminal (seed 000 §3 KDS location, token and device). */
export interface KdsSettings {
  readonly token: string | null;
  readonly location: string | null;
  /** Device ids, comma-separated; null when the terminal names none ('all' is sent). */
  readonly devices: string | null;
}

export interface PrintingConfig {
  /** ws://{printer_server_ip}:{port}; null when no print helper is configured. */
  readonly helperUrl: string | null;
  readonly receiptPrinter: PrinterTarget | null;
  readonly settings: ReadonlyMap<string, string>;
  /** The store's printers that products name by id (issue 17 §6). */
  readonly printers: readonly StorePrinter[];
  readonly kds: KdsSettings;
  /** The terminal's name (the kitchen display's `terminal`). */
  readonly terminalName: string;
  /** The scale on the print helper's serial port (seed 001 §7.8), or null on a terminal without one. */
  readonly scale: ScaleSettings | null;
}

/** The terminal's scale: the serial port (seed 000 §3 scale) and its framing (setting scale_framing, §62). */
export interface ScaleSettings {
  readonly port: string;
  readonly framing: '8N1' | '7E1';
}

type TerminalFields = Partial<
  Pick<
    Terminal,
    | 'name'
    | 'printer'
    | 'printer_server_ip'
    | 'db_settings'
    | 'printers'
    | 'token'
    | 'kds_location'
    | 'kds_device'
    | 'scale'
  >
>;

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
  const model = PRINTER_MODELS[printerModelOf(printer, settings.get('printer_model'))];
  const receiptPrinter =
    printer && printer.local_ip.trim() !== ''
      ? {
          name: printer.name || printer.local_ip,
          ...hostAndPort(printer.local_ip),
          width: model.columns,
          dots: model.dots,
        }
      : null;
  const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    helperUrl,
    receiptPrinter,
    settings,
    printers: Array.isArray(terminal?.printers) ? terminal.printers : [],
    kds: { token: text(terminal?.token), location: text(terminal?.kds_location), devices: text(terminal?.kds_device) },
    terminalName: terminal?.name ?? '',
    // A scale needs the print helper: its serial port is on the helper's machine.
    scale:
      helperUrl && text(terminal?.scale)
        ? { port: text(terminal?.scale) ?? 'COM1', framing: settings.get('scale_framing') === '7E1' ? '7E1' : '8N1' }
        : null,
  };
}

/** The current terminal's printing config. */
export function printingConfig(): PrintingConfig {
  return printingConfigFrom(storedTerminal<TerminalFields>());
}

/** Where a kitchen printer id sends its items (issue 17 §6): paper (a ticket or labels) or the kitchen display. */
export interface KitchenDestination {
  readonly id: number;
  readonly name: string;
  /** The printer's address as configured (host or host:port). */
  readonly address: string;
  /** Paper: host and port through the print helper; the ticket's width (42, 30 on 58 mm; labels 32, 20). */
  readonly target: PrinterTarget;
  readonly kind: 'ticket' | 'labels' | 'display';
  /** print_per_single_item: one ticket per item, or one label per unit. */
  readonly perSingleItem: boolean;
}

/**
 * The printer a product's printer id names (seed 001 §3 product.printers), from the store's printers in the terminal
 * config; null for an id the store does not have or a printer with no address (the item is logged and stays unsent).
 * A label printer (kind 'label' or design_template kitchen_label) prints 32 columns, 20 on a thermal label (the
 * terminal's zebra_label switch, or a 58 mm printer); a ticket 42, 30 on 58 mm; is_kds goes to the kitchen display.
 */
export function kitchenPrinterFor(config: PrintingConfig, printerId: number): KitchenDestination | null {
  const printer = config.printers.find((entry) => entry.id === printerId);
  if (!printer || printer.ip.trim() === '') return null;
  const label = printer.kind === 'label' || printer.design_template === 'kitchen_label';
  const thermal = config.settings.get('zebra_label') === 'true' || printer.is_58mm;
  const width = label
    ? thermal
      ? PRINT_WIDTH.THERMAL_LABEL
      : PRINT_WIDTH.LABEL
    : printer.is_58mm
      ? PRINT_WIDTH.RECEIPT_58MM
      : PRINT_WIDTH.RECEIPT;
  return {
    id: printer.id,
    name: printer.name || printer.ip,
    address: printer.ip.trim(),
    // A kitchen printer has no model setting: the 80 mm TM-T88's 512 dots (a TM-T20 takes them too), 384 on 58 mm.
    target: {
      name: printer.name || printer.ip,
      ...hostAndPort(printer.ip),
      width,
      dots: printer.is_58mm || (label && thermal) ? PRINTER_MODELS['58mm'].dots : PRINTER_MODELS['80mm-180dpi'].dots,
    },
    kind: printer.is_kds ? 'display' : label ? 'labels' : 'ticket',
    perSingleItem: printer.print_per_single_item,
  };
}
