import type { Database } from '../db/client.ts';
import { linkCodeCreate } from '../services/linking.ts';
import { ROLE_NAMES } from './demo-people.ts';
import type { DemoSeedResult } from './seed-demo.ts';

/** The store the seed marked as the demo store (the first it created). */
function demoStoreId(demo: DemoSeedResult): number {
  return demo.terminals[0]?.storeId ?? 1;
}

/**
 * On the first start of an empty database, prints a fresh link code per demo terminal and one line per demo
 * employee with role, name and PIN (issue 4 §10), e.g. "Manager   Mia      PIN 2468".
 */
export async function printDemoWelcome(db: Database, demo: DemoSeedResult, demoMode: boolean): Promise<void> {
  if (!demo.created) return;
  const lines = [
    '',
    'Demo stores created.',
    `Demo mode is ${demoMode ? `on: requests without a token act for the demo store ${String(demoStoreId(demo))} only` : 'off'}.`,
    '',
    'Link codes (valid 10 minutes, single use; more with: npm run cli -- terminal:code --store <id> --terminal <id>):',
  ];
  for (const terminal of demo.terminals) {
    const code = await linkCodeCreate(db, terminal.storeId, terminal.terminalId);
    lines.push(
      `  store ${terminal.storeId}  terminal ${String(terminal.terminalId).padEnd(3)} ${terminal.name.padEnd(22)} code ${code}`,
    );
  }
  lines.push('', 'Employees:');
  for (const employee of demo.employees) {
    lines.push(
      `  store ${employee.storeId}  ${(ROLE_NAMES[employee.role] ?? '').padEnd(9)} ${employee.name.padEnd(8)} PIN ${employee.pin}`,
    );
  }
  console.log(lines.join('\n'));
}
