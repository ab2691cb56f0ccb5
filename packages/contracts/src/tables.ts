import { z } from 'zod';
import { id, resultsOf, shortText } from './wire.ts';

/** Table (seed 000 §3): position on its section's floor plan. tableOrders etc. are terminal-side only. */
export const table = z.object({
  id: id,
  table_name: shortText,
  /** Shape of the table on the plan (decided: 'square', 'round', 'rectangle'). */
  type: z.string().max(30),
  x_value: z.number().finite().min(-100_000).max(100_000),
  y_value: z.number().finite().min(-100_000).max(100_000),
  section: id,
});
export type Table = z.infer<typeof table>;

/** Section (seed 000 §3): id, section_name, tables (ids). */
export const section = z.object({ id: id, section_name: shortText, tables: z.array(id) });
export type Section = z.infer<typeof section>;

export const sectionsResponse = resultsOf(section);
export const tablesResponse = resultsOf(table);

/** POST /api/tablepositions/ body: the moved tables (seed 000 §4 Table edit mode). */
export const tablePositionsRequest = z
  .array(z.strictObject({ id: id, x_value: table.shape.x_value, y_value: table.shape.y_value }))
  .max(500);
export type TablePositionsRequest = z.infer<typeof tablePositionsRequest>;
