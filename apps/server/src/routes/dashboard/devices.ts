import {
  paymentTypeCreateRequest,
  paymentTypesQuery,
  paymentTypeUpdateRequest,
  printerCreateRequest,
  printerUpdateRequest,
  terminalCreateRequest,
  terminalUpdateRequest,
  type ConfigPart,
  type DashboardPaymentTypesResponse,
  type DashboardPrintersResponse,
  type DashboardTerminalsResponse,
  type LinkCodeResponse,
  type TerminalRevokeResponse,
} from '@opentill/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { parseInput } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { auditAppend } from '../../services/audit.ts';
import { changedFields } from '../../services/changed-fields.ts';
import { configChanged } from '../../services/config-events.ts';
import {
  paymentTypeCreate,
  paymentTypeDelete,
  paymentTypesList,
  paymentTypeUpdate,
  printerCreate,
  printerDelete,
  printersList,
  printerUpdate,
  terminalCreate,
  terminalGet,
  terminalsList,
  terminalUpdate,
} from '../../services/dashboard-devices.ts';
import { apiTokensRevokeTerminal, LINK_CODE_TTL_MS, linkCodeCreate } from '../../services/linking.ts';
import { readCacheEvict } from '../../services/read-cache.ts';
import { operatorRoutes } from '../operator.ts';
import { terminalStatusRoutes } from '../terminal-status.ts';

/** The address a terminal opens to reach this server (shown with a link code and held by its QR code). */
function serverUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Terminals, link codes, db_settings, payment types, printers (issue 16 §6): under /api/dashboard. Also registers
 * the terminal's POST /api/terminal/status and the CLI's operator endpoints (decisions §49).
 */
export function devicesDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const { db } = database;
  terminalStatusRoutes(app, db);
  operatorRoutes(app, database);

  app.get('/api/dashboard/stores/:store/terminals', async (request): Promise<DashboardTerminalsResponse> => {
    const storeId = dashboardStore(request);
    return { results: await terminalsList(db, storeId) };
  });

  app.post('/api/dashboard/stores/:store/terminals', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(terminalCreateRequest, request.body);
    const created = await terminalCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'terminal.create',
      target: `terminal ${created.id}`,
      detail: { name: created.name, mode: created.mode },
    });
    // The other terminals list the store's terminals in their config (store_terminals).
    await configChanged(db, storeId, ['settings']);
    return reply.code(201).send(created);
  });

  app.get('/api/dashboard/stores/:store/terminals/:id', async (request) => {
    const storeId = dashboardStore(request);
    return terminalGet(db, storeId, pathId(request, 'id', 'Terminal'));
  });

  app.patch('/api/dashboard/stores/:store/terminals/:id', async (request) => {
    const storeId = dashboardStore(request);
    const terminalId = pathId(request, 'id', 'Terminal');
    const body = parseInput(terminalUpdateRequest, request.body);
    const { before, after } = await terminalUpdate(db, storeId, terminalId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, {
        storeId,
        action: 'terminal.settings',
        target: `terminal ${terminalId}`,
        detail,
      });
      await configChanged(db, storeId, ['settings']);
    }
    return after;
  });

  app.post('/api/dashboard/stores/:store/terminals/:id/link-code', async (request): Promise<LinkCodeResponse> => {
    const storeId = dashboardStore(request);
    const terminalId = pathId(request, 'id', 'Terminal');
    await terminalGet(db, storeId, terminalId);
    const now = new Date();
    const code = await linkCodeCreate(db, storeId, terminalId, now);
    // The code itself never goes to the log: whoever reads the log must not link a device with it.
    await auditAppend(db, request, {
      storeId,
      action: 'terminal.link-code',
      target: `terminal ${terminalId}`,
      detail: {},
    });
    return {
      code,
      expires_at: new Date(now.getTime() + LINK_CODE_TTL_MS).toISOString(),
      server_url: serverUrl(request),
    };
  });

  app.post('/api/dashboard/stores/:store/terminals/:id/revoke', async (request): Promise<TerminalRevokeResponse> => {
    const storeId = dashboardStore(request);
    const terminalId = pathId(request, 'id', 'Terminal');
    await terminalGet(db, storeId, terminalId);
    const revoked = await apiTokensRevokeTerminal(db, storeId, terminalId);
    await auditAppend(db, request, {
      storeId,
      action: 'terminal.revoke',
      target: `terminal ${terminalId}`,
      detail: { tokens: revoked },
    });
    return { revoked };
  });

  app.get('/api/dashboard/stores/:store/payment-types', async (request): Promise<DashboardPaymentTypesResponse> => {
    const storeId = dashboardStore(request);
    const { terminal } = parseInput(paymentTypesQuery, request.query, 'query');
    return { results: await paymentTypesList(db, storeId, terminal) };
  });

  app.post('/api/dashboard/stores/:store/payment-types', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(paymentTypeCreateRequest, request.body);
    const created = await paymentTypeCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'payment-type.create',
      target: `payment type ${created.id}`,
      detail: { ...created },
    });
    await configChanged(db, storeId, ['payment_types']);
    return reply.code(201).send(created);
  });

  app.patch('/api/dashboard/stores/:store/payment-types/:id', async (request) => {
    const storeId = dashboardStore(request);
    const typeId = pathId(request, 'id', 'Payment type');
    const body = parseInput(paymentTypeUpdateRequest, request.body);
    const { before, after } = await paymentTypeUpdate(db, storeId, typeId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, {
        storeId,
        action: 'payment-type.update',
        target: `payment type ${typeId}`,
        detail,
      });
      await configChanged(db, storeId, ['payment_types']);
    }
    return after;
  });

  app.delete('/api/dashboard/stores/:store/payment-types/:id', async (request, reply) => {
    const storeId = dashboardStore(request);
    const typeId = pathId(request, 'id', 'Payment type');
    const removed = await paymentTypeDelete(db, storeId, typeId);
    await auditAppend(db, request, {
      storeId,
      action: 'payment-type.delete',
      target: `payment type ${typeId}`,
      detail: { name: removed.name, terminal_id: removed.terminal_id },
    });
    await configChanged(db, storeId, ['payment_types']);
    return reply.code(204).send();
  });

  app.get('/api/dashboard/stores/:store/printers', async (request): Promise<DashboardPrintersResponse> => {
    const storeId = dashboardStore(request);
    return { results: await printersList(db, storeId) };
  });

  app.post('/api/dashboard/stores/:store/printers', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(printerCreateRequest, request.body);
    const created = await printerCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'printer.create',
      target: `printer ${created.id}`,
      detail: { ...created },
    });
    await configChanged(db, storeId, ['printers']);
    return reply.code(201).send(created);
  });

  app.patch('/api/dashboard/stores/:store/printers/:id', async (request) => {
    const storeId = dashboardStore(request);
    const printerId = pathId(request, 'id', 'Printer');
    const body = parseInput(printerUpdateRequest, request.body);
    const { before, after } = await printerUpdate(db, storeId, printerId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, { storeId, action: 'printer.update', target: `printer ${printerId}`, detail });
      await configChanged(db, storeId, ['printers']);
    }
    return after;
  });

  app.delete('/api/dashboard/stores/:store/printers/:id', async (request, reply) => {
    const storeId = dashboardStore(request);
    const printerId = pathId(request, 'id', 'Printer');
    const { printer, products } = await printerDelete(db, storeId, printerId);
    await auditAppend(db, request, {
      storeId,
      action: 'printer.delete',
      target: `printer ${printerId}`,
      detail: { name: printer.name, products },
    });
    const parts: ConfigPart[] = products > 0 ? ['printers', 'catalog'] : ['printers'];
    if (products > 0) readCacheEvict(storeId, 'products:');
    await configChanged(db, storeId, parts);
    return reply.code(204).send();
  });
}
