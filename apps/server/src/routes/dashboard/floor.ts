import {
  sectionCreateRequest,
  sectionUpdateRequest,
  tableCreateRequest,
  tablePlacementsRequest,
  tableUpdateRequest,
  type DashboardSectionsResponse,
} from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { parseInput } from '../../http/errors.ts';
import { pathId } from '../../http/path-id.ts';
import { auditAppend } from '../../services/audit.ts';
import { changedFields } from '../../services/changed-fields.ts';
import { configChanged } from '../../services/config-events.ts';
import {
  sectionCreate,
  sectionDelete,
  sectionsList,
  sectionUpdate,
  tableCreate,
  tableDelete,
  tablesPlace,
  tableUpdate,
} from '../../services/dashboard-floor.ts';
import { readCacheEvict } from '../../services/read-cache.ts';

/**
 * Sections and tables (issue 16 §7): under /api/dashboard. The plan's positions are the columns the terminal's edit
 * mode writes (POST /api/tablepositions/), so a move on either side is the other's next read.
 */
export function floorDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const { db } = database;
  /** The terminals' sections and tables changed: drop this instance's cached answers and tell them. */
  const floorChanged = async (storeId: number) => {
    readCacheEvict(storeId, 'tables:');
    await configChanged(db, storeId, ['sections']);
  };

  app.get('/api/dashboard/stores/:store/sections', async (request): Promise<DashboardSectionsResponse> => {
    const storeId = dashboardStore(request);
    return { results: await sectionsList(db, storeId) };
  });

  app.post('/api/dashboard/stores/:store/sections', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(sectionCreateRequest, request.body);
    const created = await sectionCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'section.create',
      target: `section ${created.id}`,
      detail: { name: created.name },
    });
    await floorChanged(storeId);
    return reply.code(201).send(created);
  });

  app.patch('/api/dashboard/stores/:store/sections/:id', async (request) => {
    const storeId = dashboardStore(request);
    const sectionId = pathId(request, 'id', 'Section');
    const body = parseInput(sectionUpdateRequest, request.body);
    const { before, after } = await sectionUpdate(db, storeId, sectionId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, { storeId, action: 'section.update', target: `section ${sectionId}`, detail });
      await floorChanged(storeId);
    }
    return { id: sectionId, ...after };
  });

  app.delete('/api/dashboard/stores/:store/sections/:id', async (request, reply) => {
    const storeId = dashboardStore(request);
    const sectionId = pathId(request, 'id', 'Section');
    const removed = await sectionDelete(db, storeId, sectionId);
    await auditAppend(db, request, {
      storeId,
      action: 'section.delete',
      target: `section ${sectionId}`,
      detail: removed,
    });
    await floorChanged(storeId);
    return reply.code(204).send();
  });

  app.post('/api/dashboard/stores/:store/tables', async (request, reply) => {
    const storeId = dashboardStore(request);
    const body = parseInput(tableCreateRequest, request.body);
    const created = await tableCreate(db, storeId, body);
    await auditAppend(db, request, {
      storeId,
      action: 'table.create',
      target: `table ${created.id}`,
      detail: { name: created.name, section_id: created.section_id },
    });
    await floorChanged(storeId);
    return reply.code(201).send(created);
  });

  // Before /tables/:id so "positions" is never read as an id.
  app.put('/api/dashboard/stores/:store/tables/positions', async (request) => {
    const storeId = dashboardStore(request);
    const placements = parseInput(tablePlacementsRequest, request.body);
    const moved = await tablesPlace(db, storeId, placements);
    await auditAppend(db, request, {
      storeId,
      action: 'table.place',
      target: `${moved} tables`,
      detail: { tables: placements.map((placement) => placement.id) },
    });
    await floorChanged(storeId);
    return { moved };
  });

  app.patch('/api/dashboard/stores/:store/tables/:id', async (request) => {
    const storeId = dashboardStore(request);
    const tableId = pathId(request, 'id', 'Table');
    const body = parseInput(tableUpdateRequest, request.body);
    const { before, after } = await tableUpdate(db, storeId, tableId, body);
    const detail = changedFields(before, after);
    if (Object.keys(detail).length > 0) {
      await auditAppend(db, request, { storeId, action: 'table.update', target: `table ${tableId}`, detail });
      await floorChanged(storeId);
    }
    return after;
  });

  app.delete('/api/dashboard/stores/:store/tables/:id', async (request, reply) => {
    const storeId = dashboardStore(request);
    const tableId = pathId(request, 'id', 'Table');
    const removed = await tableDelete(db, storeId, tableId);
    await auditAppend(db, request, {
      storeId,
      action: 'table.delete',
      target: `table ${tableId}`,
      detail: { name: removed.name, section_id: removed.section_id },
    });
    await floorChanged(storeId);
    return reply.code(204).send();
  });
}
