import { TERMINAL_SETTINGS, type DbSetting } from '@opentill/contracts';

/** The seeds' terminal settings in the order the settings screen shows them, grouped (labels in devices.settings.*). */
export const SETTING_GROUPS = [
  { id: 'orders', names: ['online_order', 'orders_notification', 'allow_all_employee_orders', 'allow_cashier_shift'] },
  { id: 'sales', names: ['cash_discount', 'autosend_kitchen', 'show_batch', 'dejavoo_test'] },
  {
    id: 'printing',
    names: [
      'printer_dining_option',
      'receipt_signature_line',
      'receipt_tip_line',
      'receipt_tip_suggest',
      'cancel_receipts',
      'printer_pdf',
      'zebra_label',
    ],
  },
] as const;

/** Whether a switch is on: its stored value, or the value the terminal assumes when it is absent. */
export function settingOn(settings: readonly DbSetting[], name: string): boolean {
  const stored = settings.find((setting) => setting.name === name);
  if (stored) return stored.value === 'true';
  return TERMINAL_SETTINGS.find((setting) => setting.name === name)?.absent ?? false;
}

/** The list to save: every seed switch as 'true'/'false', other names the dashboard does not know kept as they are. */
export function settingsToSave(settings: readonly DbSetting[], switches: Record<string, boolean>): DbSetting[] {
  const known = new Set<string>(TERMINAL_SETTINGS.map((setting) => setting.name));
  return [
    ...TERMINAL_SETTINGS.map((setting) => ({
      name: setting.name,
      value: String(switches[setting.name] ?? settingOn(settings, setting.name)),
    })),
    ...settings.filter((setting) => !known.has(setting.name)),
  ];
}
