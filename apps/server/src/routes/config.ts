import type { ConfigResponse } from '@opentill/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { diningOptions, paymentTypes, printers, stores, taxes, terminals } from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { wireNumeric } from '../services/wire-format.ts';

/** GET /api/config/ (seed 000 §7): the calling terminal (with the store's printers), currency, store, taxes and the store's terminals. */
export function configRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/config/', async (request): Promise<ConfigResponse> => {
    const { storeId, terminalId } = callerOf(request);
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    const storeTerminals = await db
      .select()
      .from(terminals)
      .where(eq(terminals.storeId, storeId))
      .orderBy(asc(terminals.id));
    const terminal = storeTerminals.find((row) => row.id === terminalId);
    if (!store || !terminal) throw notFound('Terminal');
    const [types, dining, storeTaxes, storePrinters] = await Promise.all([
      db
        .select()
        .from(paymentTypes)
        .where(eq(paymentTypes.terminalId, terminalId))
        .orderBy(asc(paymentTypes.sorting), asc(paymentTypes.id)),
      db
        .select()
        .from(diningOptions)
        .where(eq(diningOptions.storeId, storeId))
        .orderBy(asc(diningOptions.sorting), asc(diningOptions.id)),
      db.select().from(taxes).where(eq(taxes.storeId, storeId)).orderBy(asc(taxes.id)),
      db.select().from(printers).where(eq(printers.storeId, storeId)).orderBy(asc(printers.sorting), asc(printers.id)),
    ]);
    return {
      terminal: {
        id: terminal.id,
        pk: terminal.id,
        name: terminal.name,
        mode: terminal.mode as 1 | 2 | 3,
        token: terminal.kdsToken,
        payment_types: types.map((type) => ({
          id: type.id,
          name: type.name,
          behavior: type.behavior,
          url: type.url,
          transaction_type: type.transactionType,
          is_at_pos: type.isAtPos,
          is_at_kiosk: type.isAtKiosk,
          surcharge: wireNumeric(type.surcharge) ?? 0,
        })),
        dining_options: dining.map((option) => ({
          id: option.id,
          name: option.name,
          active: option.active,
          online_ordering: option.onlineOrdering,
        })),
        db_settings: terminal.dbSettings,
        store: { background: terminal.background, logo: terminal.logo },
        printer: terminal.printer ?? null,
        printer_server_ip: terminal.printerServerIp,
        scale: terminal.scale,
        kds_location: terminal.kdsLocation,
        kds_device: terminal.kdsDevice,
        // issue 17 §6: the store's printers, which products name by id (kitchen tickets, labels, the kitchen display).
        printers: storePrinters.map((row) => ({
          id: row.id,
          name: row.name,
          ip: row.ip,
          kind: row.kind === 'receipt' || row.kind === 'label' ? row.kind : 'kitchen',
          is_58mm: row.is58mm,
          print_per_single_item: row.printPerSingleItem,
          design_template: row.designTemplate === 'kitchen_label' ? 'kitchen_label' : '',
          is_kds: row.isKds,
          sorting: row.sorting,
        })),
      },
      currency: { code: store.currencyCode, symbol: store.currencySymbol },
      store: {
        id: store.id,
        name: store.name,
        address: store.address,
        address_2: store.address2,
        phone: store.phone,
        fax: store.fax,
        email: store.email,
        website: store.website,
        receipt_header_text: store.receiptHeaderText,
        receipt_footer_text: store.receiptFooterText,
        start_time: store.startTime,
        tax_option: store.taxOption === 'inclusive' ? 'inclusive' : 'exclusive',
        tax_round: store.taxRound === 'nearest' || store.taxRound === 'none' ? store.taxRound : 'default',
        default_dining_option: store.defaultDiningOption,
        country: store.country,
        pin_salt: store.pinSalt,
      },
      tax: storeTaxes.map((tax) => ({ id: tax.id, name: tax.name, rate: wireNumeric(tax.rate) ?? 0 })),
      store_terminals: storeTerminals.map((row) => ({ id: row.id, name: row.name, mode: row.mode as 1 | 2 | 3 })),
    };
  });
}
