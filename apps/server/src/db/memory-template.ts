import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Throw-away databases (tests: dataDir 'memory') start from a dump of a migrated empty one, kept in the system's
 * temporary folder: PGlite's first start runs initdb inside WebAssembly (~8 s of CPU), loading a dump ~2 s, and the
 * test suite opens one database per file. The dump's name carries PGlite's build (the sizes of its WebAssembly and
 * data files) and the migrations' contents, so a new migration or PGlite makes a new one; the migrator still runs on
 * the loaded copy (a no-op when up to date).
 */
export function memoryTemplatePath(migrationsFolder: string): string {
  const require = createRequire(import.meta.url);
  const hash = crypto.createHash('sha256');
  for (const part of ['@electric-sql/pglite/pglite.wasm', '@electric-sql/pglite/pglite.data'])
    hash.update(`${part} ${String(fs.statSync(require.resolve(part)).size)}\n`);
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), `opentill-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The dump at `file` as PGlite's loadDataDir takes it, or undefined when there is none yet (or it is unreadable). */
export function memoryTemplateRead(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Saves a freshly migrated database as the template; written aside and renamed, so a reader never sees half a file. */
export async function memoryTemplateWrite(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${String(process.pid)}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}
