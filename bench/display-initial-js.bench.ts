// The customer display's initial JavaScript (issue 20: <= 1.5x a React hello-world), measured as bench/initial-js
// does for the terminal: gzip size of display.html's entry and its static imports, plus the English strings it awaits
// before the first paint, against a React 19 hello-world built here with the same Vite.
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

/** The files of `keys` and their static imports, transitively. */
function staticFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
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
const helloManifest = readManifest(helloOut);
const hello = gzipBytes(
  helloOut,
  staticFiles(
    helloManifest,
    Object.keys(helloManifest).filter((key) => helloManifest[key]?.isEntry),
  ),
);
fs.rmSync(helloOut, { recursive: true, force: true });

// The terminal's build (its own vite.config.ts: display.html is its second entry), into a folder of its own.
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-display-'));
await build({ root: path.join(repo, 'apps/terminal'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
const manifest = readManifest(out);
const english = Object.keys(manifest).find((key) => key.endsWith('locales/customer-display/en.json'));
if (!manifest['display.html'] || !english) throw new Error('no display.html entry or English strings in the build');
const display = gzipBytes(out, staticFiles(manifest, ['display.html', english]));
fs.rmSync(out, { recursive: true, force: true });

writeResult({
  name: 'display-initial-js',
  figure: Number((display / hello).toFixed(2)),
  unit: 'x hello-world gzip (customer display page)',
  budget: { value: 1.5, better: 'lower' },
  details: { display_gzip_bytes: display, hello_world_gzip_bytes: hello },
});
