/** The plan's geometry (the terminal's floor plan pixels): table sizes by shape, the grid, the plan's extent. */
export const GRID = 10;
export const PLAN_MIN = { width: 800, height: 500 };
export const PLAN_MAX = 100_000;

export function tableSize(shape: string): { width: number; height: number } {
  return shape === 'rectangle' ? { width: 140, height: 80 } : { width: 80, height: 80 };
}

/** A position snapped to the grid and kept on the plan (never negative). */
export function snap(value: number): number {
  return Math.min(PLAN_MAX, Math.max(0, Math.round(value / GRID) * GRID));
}

/** The plan's size: room for every table plus a margin to drag into. */
export function planExtent(tables: readonly { x: number; y: number; type: string }[]): {
  width: number;
  height: number;
} {
  let width = PLAN_MIN.width;
  let height = PLAN_MIN.height;
  for (const table of tables) {
    const size = tableSize(table.type);
    width = Math.max(width, table.x + size.width + 160);
    height = Math.max(height, table.y + size.height + 160);
  }
  return { width, height };
}

/** A free spot for a new table: right of the others on the first row that has room, else below them all. */
export function freeSpot(tables: readonly { x: number; y: number; type: string }[]): { x: number; y: number } {
  for (let y = 40; y < 2000; y += 120) {
    for (let x = 40; x < 760; x += 120) {
      const clash = tables.some((table) => {
        const size = tableSize(table.type);
        return (
          x < table.x + size.width + 20 && x + 100 > table.x && y < table.y + size.height + 20 && y + 100 > table.y
        );
      });
      if (!clash) return { x, y };
    }
  }
  return { x: 40, y: Math.max(0, ...tables.map((table) => table.y)) + 120 };
}
