/**
 * Receipt printer models (docs/decisions.md §62, ../shared/reference/devices.md): the columns of font A and the dots
 * a raster image may be wide. An 80 mm Epson TM-T88 prints 42 columns on 512 dots at 180 dpi, a TM-T20 48 columns
 * on 576 dots at 203 dpi; a 58 mm printer 30 columns (seed 002 §9) on 384 dots. The terminal setting
 * `printer_model` names the model; a 58 mm printer (is_58mm) is always '58mm'; the seeds' 42 columns are the default.
 */
export const PRINTER_MODELS = {
  '80mm-180dpi': { columns: 42, dots: 512 },
  '80mm-203dpi': { columns: 48, dots: 576 },
  '58mm': { columns: 30, dots: 384 },
} as const;

export type PrinterModel = keyof typeof PRINTER_MODELS;
export const DEFAULT_PRINTER_MODEL: PrinterModel = '80mm-180dpi';

/** The model of a terminal's printer from its is_58mm flag and the `printer_model` setting (unknown names: default). */
export function printerModelOf(
  printer: { readonly is_58mm?: boolean | null } | null | undefined,
  setting: string | null | undefined,
): PrinterModel {
  if (printer?.is_58mm === true) return '58mm';
  return setting !== undefined && setting !== null && Object.hasOwn(PRINTER_MODELS, setting)
    ? (setting as PrinterModel)
    : DEFAULT_PRINTER_MODEL;
}
