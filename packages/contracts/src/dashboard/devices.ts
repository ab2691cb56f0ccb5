/** Dashboard API: Terminals, link codes, db_settings, payment types, printers (issue 16 §6). */
export {};
