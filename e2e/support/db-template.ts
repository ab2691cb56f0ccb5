/**
 * A migrated, empty embedded database, made once per run and copied into each journey's fresh data folder:
 * PGlite's first start (initdb inside WebAssembly) costs ~10 s of CPU, opening a copy ~1 s, and the journeys start
 * about fifty servers. The copy is what the server would have made itself: the same migrations, no rows; the demo
 * seed still runs on the copy, so each server prints its own link codes and PINs.
 *
 * Run as a script (node --import tsx e2e/support/db-template.ts <folder>) so the database code loads as the server
 * loads it, outside Playwright's own transform.
 */
import fs from 'node:fs';
import { openDatabase } from '../../apps/server/src/db/client.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: db-template.ts <empty folder>');
fs.mkdirSync(folder, { recursive: true });
const database = await openDatabase({ dataDir: folder });
await database.close();
