/** Dashboard API: Sections and tables (issue 16 §7). */
import { z } from 'zod';
import { table } from '../tables.ts';
import { id } from '../wire.ts';
import { nonEmptyName } from './people.ts';

/** Table shapes on the plan (the terminal draws these). */
export const tableShape = z.enum(['square', 'round', 'rectangle']);
export type TableShape = z.infer<typeof tableShape>;

/** Plan coordinates: the terminal's x_value / y_value (pixels of its floor plan, top left of the table). */
const coordinate = table.shape.x_value;

export const dashboardTable = z.object({
  id: id,
  section_id: id,
  name: z.string(),
  type: z.string(),
  x: z.number(),
  y: z.number(),
  /** An open order (not completed, cancelled or refunded) sits at the table: it cannot be removed. */
  open_orders: z.number().int().min(0),
});
export type DashboardTable = z.infer<typeof dashboardTable>;

export const dashboardSection = z.object({
  id: id,
  name: z.string(),
  sorting: z.number().int(),
  tables: z.array(dashboardTable),
});
export type DashboardSection = z.infer<typeof dashboardSection>;

/** GET /api/dashboard/stores/:store/sections: sections in order, each with its tables. */
export const dashboardSectionsResponse = z.object({ results: z.array(dashboardSection) });
export type DashboardSectionsResponse = z.infer<typeof dashboardSectionsResponse>;

/** POST /api/dashboard/stores/:store/sections (201); PATCH .../sections/:id with any of the fields. */
export const sectionCreateRequest = z.strictObject({
  name: nonEmptyName,
  sorting: z.number().int().min(0).max(10_000).optional(),
});
export type SectionCreateRequest = z.infer<typeof sectionCreateRequest>;
export const sectionUpdateRequest = sectionCreateRequest.partial();
export type SectionUpdateRequest = z.infer<typeof sectionUpdateRequest>;
/**
 * DELETE /api/dashboard/stores/:store/sections/:id answers 204 and removes its tables too; 409 `table_in_use`
 * when an open order sits at one of them.
 */

/** POST /api/dashboard/stores/:store/tables (201). Names are unique within the section (409 `name_taken`). */
export const tableCreateRequest = z.strictObject({
  section_id: id,
  name: nonEmptyName.refine((value) => value.length <= 30, 'must be at most 30 characters'),
  type: tableShape.default('square'),
  x: coordinate.default(0),
  y: coordinate.default(0),
});
export type TableCreateRequest = z.input<typeof tableCreateRequest>;

/** PATCH /api/dashboard/stores/:store/tables/:id: rename, reshape, move to another section or place. */
export const tableUpdateRequest = z
  .strictObject({
    section_id: id,
    name: nonEmptyName.refine((value) => value.length <= 30, 'must be at most 30 characters'),
    type: tableShape,
    x: coordinate,
    y: coordinate,
  })
  .partial();
export type TableUpdateRequest = z.infer<typeof tableUpdateRequest>;
/** DELETE /api/dashboard/stores/:store/tables/:id answers 204; 409 `table_in_use` with an open order at it. */

/**
 * PUT /api/dashboard/stores/:store/tables/positions: places several tables at once (the plan editor's save), the
 * same columns the terminal's edit mode writes (POST /api/tablepositions/); all of the store's or nothing (404).
 */
export const tablePlacementsRequest = z
  .array(z.strictObject({ id: id, x: coordinate, y: coordinate }))
  .min(1)
  .max(500);
export type TablePlacementsRequest = z.infer<typeof tablePlacementsRequest>;
