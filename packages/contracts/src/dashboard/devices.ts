/** Dashboard API: Terminals, link codes, db_settings, payment types, printers (issue 16 §6). */
import { z } from 'zod';
import { dbSetting, terminalMode, terminalPrinter } from '../terminal-config.ts';
import { dateTime, id, percent, shortText } from '../wire.ts';
import { nonEmptyName } from './people.ts';

/**
 * Every terminal setting (db_settings name) the seeds name (seed 000 §3 "Terminal settings"), each a switch stored as
 * 'true' or 'false', with the value the terminal assumes when the setting is absent. The dashboard writes all of them;
 * names it does not know are kept as they are.
 */
export const TERMINAL_SETTINGS = [
  { name: 'online_order', absent: true },
  { name: 'orders_notification', absent: false },
  { name: 'allow_cashier_shift', absent: true },
  { name: 'allow_all_employee_orders', absent: true },
  { name: 'cash_discount', absent: false },
  { name: 'autosend_kitchen', absent: false },
  { name: 'cancel_receipts', absent: false },
  { name: 'printer_pdf', absent: false },
  { name: 'printer_dining_option', absent: false },
  { name: 'receipt_signature_line', absent: false },
  { name: 'receipt_tip_line', absent: false },
  { name: 'receipt_tip_suggest', absent: false },
  { name: 'zebra_label', absent: false },
  { name: 'show_batch', absent: false },
  { name: 'dejavoo_test', absent: false },
] as const;
export type TerminalSettingName = (typeof TERMINAL_SETTINGS)[number]['name'];

/** A host name or IP address, optionally with a port (printers, the print helper); no scheme, no path. */
export const deviceAddress = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9.:[\]-]*$/, 'must be a host name or IP address, optionally with :port');

/** A device URL (card terminal of a payment type): http or https. */
export const deviceUrl = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address');

/** A terminal as the dashboard shows it; the API token is never answered. */
export const dashboardTerminal = z.object({
  id: id,
  name: shortText,
  mode: terminalMode,
  /** A live (not revoked) API token exists: some device is linked as this terminal. */
  linked: z.boolean(),
  /** When the terminal last reported (POST /api/terminal/status) and the outbox size it reported then. */
  last_seen_at: dateTime.nullable(),
  outbox_size: z.number().int().min(0).nullable(),
  outbox_reported_at: dateTime.nullable(),
  db_settings: z.array(dbSetting),
  /** The receipt printer of the terminal (seed 000 §3). */
  printer: terminalPrinter.nullable(),
  /** The print helper's address (printer_server_ip). */
  printer_server_ip: z.string().nullable(),
  /** Serial port of the scale, e.g. COM1 (seed 001 §7.8). */
  scale: z.string().nullable(),
  kds_location: z.string().nullable(),
  kds_device: z.string().nullable(),
});
export type DashboardTerminal = z.infer<typeof dashboardTerminal>;

export const dashboardTerminalsResponse = z.object({ results: z.array(dashboardTerminal) });
export type DashboardTerminalsResponse = z.infer<typeof dashboardTerminalsResponse>;

/**
 * POST /api/dashboard/stores/:store/terminals: a new terminal with every setting at the terminal's default and one
 * Cash payment type (what it needs to sell); answers the terminal (201).
 */
export const terminalCreateRequest = z.strictObject({ name: nonEmptyName, mode: terminalMode });
export type TerminalCreateRequest = z.infer<typeof terminalCreateRequest>;

/** PATCH /api/dashboard/stores/:store/terminals/:id: the fields to change; db_settings replaces the whole list. */
export const terminalUpdateRequest = z
  .strictObject({
    name: nonEmptyName,
    mode: terminalMode,
    db_settings: z
      .array(z.strictObject({ name: z.string().min(1).max(100), value: z.string().max(1000) }))
      .max(100)
      .refine((list) => new Set(list.map((setting) => setting.name)).size === list.length, 'names must be unique'),
    printer: z.strictObject({ local_ip: deviceAddress, name: shortText, is_58mm: z.boolean() }).nullable(),
    printer_server_ip: deviceAddress.nullable(),
    scale: z
      .string()
      .max(50)
      .regex(/^[A-Za-z0-9/._-]*$/, 'must be a serial port name such as COM1 or /dev/ttyUSB0')
      .nullable(),
    kds_location: shortText.nullable(),
    kds_device: shortText.nullable(),
  })
  .partial();
export type TerminalUpdateRequest = z.infer<typeof terminalUpdateRequest>;

/**
 * POST /api/dashboard/stores/:store/terminals/:id/link-code: a new 6-digit code (single use, 10 minutes) that links
 * a device as this terminal; earlier codes stay valid until used or expired.
 */
export const linkCodeResponse = z.object({
  code: z.string().regex(/^\d{6}$/),
  expires_at: dateTime,
  /** The address a terminal opens (this server's origin), shown with the code and held by the QR code. */
  server_url: z.string(),
});
export type LinkCodeResponse = z.infer<typeof linkCodeResponse>;

/** POST /api/dashboard/stores/:store/terminals/:id/revoke: every token of the terminal stops working (401). */
export const terminalRevokeResponse = z.object({ revoked: z.number().int().min(0) });
export type TerminalRevokeResponse = z.infer<typeof terminalRevokeResponse>;

/** Card terminal B's SPIn endpoint: Dejavoo's sandbox (or the type's url) or production (seed 001 §7.6 mode). */
export const spinMode = z.enum(['test', 'production']);
/** A register's Tpn and Authkey: letters and digits (write-only for the key: the back office never answers it). */
const spinTpn = z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'must be 1 to 32 letters and digits');
const spinAuthkey = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'must be 1 to 64 letters and digits');

/** A payment type of a terminal (seed 001 §3), with its terminal. */
export const dashboardPaymentType = z.object({
  id: id,
  terminal_id: id,
  name: shortText,
  /** 1 allow change (cash), 2 direct charge, 3 card integration A, 4 gift card, 5 card integration B. */
  behavior: z.number().int().min(1).max(5),
  url: z.string().nullable(),
  surcharge: percent,
  is_at_pos: z.boolean(),
  is_at_kiosk: z.boolean(),
  sorting: z.number().int(),
  /** Card terminal B (issue 19 §2): the SPIn endpoint, the register's Tpn, and whether an Authkey is held (never the key). */
  spin_mode: spinMode.nullable(),
  spin_tpn: z.string().nullable(),
  spin_authkey_set: z.boolean(),
});
export type DashboardPaymentType = z.infer<typeof dashboardPaymentType>;

/** GET /api/dashboard/stores/:store/payment-types[?terminal=id]: the store's payment types by terminal. */
export const dashboardPaymentTypesResponse = z.object({ results: z.array(dashboardPaymentType) });
export type DashboardPaymentTypesResponse = z.infer<typeof dashboardPaymentTypesResponse>;
export const paymentTypesQuery = z.strictObject({ terminal: z.coerce.number().pipe(id).optional() });

const paymentTypeFields = z.strictObject({
  name: nonEmptyName,
  behavior: z.number().int().min(1).max(5),
  /** The card terminal's address; needed by behaviours 3 and 5 (else 400 field url). */
  url: deviceUrl.nullable(),
  surcharge: percent,
  is_at_pos: z.boolean(),
  is_at_kiosk: z.boolean(),
  sorting: z.number().int().min(0).max(10_000),
  spin_mode: spinMode.nullable(),
  spin_tpn: spinTpn.nullable(),
  /** Write-only; null forgets the key, absent keeps it. */
  spin_authkey: spinAuthkey.nullable(),
});
const cardNeedsUrl = (value: { behavior?: number | undefined; url?: string | null | undefined }) =>
  !(value.behavior === 3 || value.behavior === 5) || value.url === undefined || Boolean(value.url);

/** POST /api/dashboard/stores/:store/payment-types (201). */
export const paymentTypeCreateRequest = paymentTypeFields
  .extend({ terminal_id: id })
  .partial({
    url: true,
    surcharge: true,
    is_at_pos: true,
    is_at_kiosk: true,
    sorting: true,
    spin_mode: true,
    spin_tpn: true,
    spin_authkey: true,
  })
  .refine(cardNeedsUrl, { message: 'a card integration needs the card terminal address', path: ['url'] });
export type PaymentTypeCreateRequest = z.infer<typeof paymentTypeCreateRequest>;

/** PATCH /api/dashboard/stores/:store/payment-types/:id. */
export const paymentTypeUpdateRequest = paymentTypeFields
  .partial()
  .refine(cardNeedsUrl, { message: 'a card integration needs the card terminal address', path: ['url'] });
export type PaymentTypeUpdateRequest = z.infer<typeof paymentTypeUpdateRequest>;
/** DELETE /api/dashboard/stores/:store/payment-types/:id answers 204 (past payments keep the type's name). */

/** Printer kinds (seed 002 §5): the receipt printer or a kitchen printer that products send tickets to. */
export const printerKind = z.enum(['receipt', 'kitchen']);
/** '' for the usual ticket, 'kitchen_label' for a label printer (seed 002 §5 design_template). */
export const printerTemplate = z.enum(['', 'kitchen_label']);

/** A printer of the store (issue 16 §6); products name kitchen printers by id. */
export const dashboardPrinter = z.object({
  id: id,
  name: shortText,
  /** Network address: IP or host, optionally :port (9100 when absent). */
  ip: z.string(),
  kind: printerKind,
  is_58mm: z.boolean(),
  print_per_single_item: z.boolean(),
  design_template: printerTemplate,
  /** A kitchen display instead of paper. */
  is_kds: z.boolean(),
  sorting: z.number().int(),
});
export type DashboardPrinter = z.infer<typeof dashboardPrinter>;

/** GET /api/dashboard/stores/:store/printers. */
export const dashboardPrintersResponse = z.object({ results: z.array(dashboardPrinter) });
export type DashboardPrintersResponse = z.infer<typeof dashboardPrintersResponse>;

const printerFields = z.strictObject({
  name: nonEmptyName,
  ip: deviceAddress,
  kind: printerKind,
  is_58mm: z.boolean(),
  print_per_single_item: z.boolean(),
  design_template: printerTemplate,
  is_kds: z.boolean(),
  sorting: z.number().int().min(0).max(10_000),
});

/** POST /api/dashboard/stores/:store/printers (201). */
export const printerCreateRequest = printerFields.partial({
  ip: true,
  is_58mm: true,
  print_per_single_item: true,
  design_template: true,
  is_kds: true,
  sorting: true,
});
export type PrinterCreateRequest = z.infer<typeof printerCreateRequest>;

/** PATCH /api/dashboard/stores/:store/printers/:id. DELETE answers 204 and takes the printer off every product. */
export const printerUpdateRequest = printerFields.partial();
export type PrinterUpdateRequest = z.infer<typeof printerUpdateRequest>;

/**
 * POST /api/terminal/status (terminal token, not the dashboard): the terminal reports its outbox size (orders and
 * other writes waiting to upload) after each sync and every 60 s while online; the server notes the time as last
 * seen. Answers 204.
 */
export const terminalStatusRequest = z.strictObject({ outbox_size: z.number().int().min(0).max(10_000_000) });
export type TerminalStatusRequest = z.infer<typeof terminalStatusRequest>;

/**
 * The operator endpoints the CLI calls when the server runs (POST /api/operator/terminal-code and
 * /api/operator/terminal-revoke): from the same machine only, with the token of DATA_DIR/operator.json.
 */
export const operatorTerminalRequest = z.strictObject({ store: id, terminal: id });
export type OperatorTerminalRequest = z.infer<typeof operatorTerminalRequest>;
