// The store's ordering page's initial JavaScript (issue 18 §3: <= 2x a React hello-world), measured as
// display-initial-js does: gzip size of index.html's entry and its static imports (English is in the entry; the other
// languages load when chosen), against a React 19 hello-world built here with the same Vite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repo, writeResult } from './lib/index.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The JS files of the entries and their static imports, transitively. */
function entryFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipBytes = (dir: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length, 0);

const helloOut = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-hello-'));
await build({
  root: path.join(repo, 'bench/fixtures/react-hello'),
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  build: { outDir: helloOut, emptyOutDir: true, manifest: true, target: 'es2022' },
});
const hello = gzipBytes(helloOut, entryFiles(readManifest(helloOut)));
fs.rmSync(helloOut, { recursive: true, force: true });

// The page's own build (apps/ordering/vite.config.ts), into a folder of its own.
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-ordering-'));
await build({ root: path.join(repo, 'apps/ordering'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
const ordering = gzipBytes(out, entryFiles(readManifest(out)));
fs.rmSync(out, { recursive: true, force: true });

writeResult({
  name: 'ordering-initial-js',
  figure: Number((ordering / hello).toFixed(2)),
  unit: 'x hello-world gzip (ordering page)',
  budget: { value: 2, better: 'lower' },
  details: { ordering_gzip_bytes: ordering, hello_world_gzip_bytes: hello },
});
