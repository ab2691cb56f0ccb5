// The initial JavaScript of a terminal screen (the entry, its static imports and the screen's own chunk), gzip
// size, against a React 19 hello-world built here in the same run with the same Vite. Budget (issue 6): the PIN
// screen at most 2x the hello-world.
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
  dynamicImports?: string[];
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

async function viteBuild(root: string, outDir: string, plugins: unknown[] = []): Promise<Manifest> {
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: plugins as never,
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files loaded before a screen shows: the entry, its static imports (transitively), and the screen chunk. */
function initialFiles(manifest: Manifest, screenSource?: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  // The staff terminal's page only (index.html): display.html, the customer display's entry, is measured apart
  // (bench/display-initial-js, issue 20).
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key !== 'display.html') visit(key);
  if (screenSource) {
    const screen = Object.keys(manifest).find((key) => key.includes(screenSource));
    if (!screen) throw new Error(`no chunk for ${screenSource}`);
    visit(screen);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipBytes = (dir: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length, 0);

const helloOut = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-hello-'));
const helloManifest = await viteBuild(path.join(repo, 'bench/fixtures/react-hello'), helloOut, [react()]);
const hello = gzipBytes(helloOut, initialFiles(helloManifest));
fs.rmSync(helloOut, { recursive: true, force: true });

// The terminal as npm start builds it (its own vite.config.ts).
const terminalRoot = path.join(repo, 'apps/terminal');
await build({ root: terminalRoot, logLevel: 'silent' });
const dist = path.join(terminalRoot, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const pinSource = Object.keys(manifest).find((key) => key.includes('features/pin/'))
  ? 'features/pin/'
  : 'features/auth/';
const screen = gzipBytes(dist, initialFiles(manifest, pinSource));

writeResult({
  name: 'initial-js',
  figure: Number((screen / hello).toFixed(2)),
  unit: `x hello-world gzip (${pinSource.replace('features/', '').replace('/', '')} screen)`,
  budget: { value: 2, better: 'lower' },
  details: { screen_gzip_bytes: screen, hello_world_gzip_bytes: hello, screen: pinSource },
});
