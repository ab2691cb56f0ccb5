// The dashboard's initial JavaScript (issue 16: <= 2.5x a React hello-world), measured as bench/initial-js does for
// the terminal: gzip size of the entry, its static imports and the first screen's chunk (with its static imports),
// against a React 19 hello-world built here with the same Vite. The first screen is Sign in for a visitor and
// Overview for a signed-in owner; the figure is the larger of the two.
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
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files loaded before a screen shows: the entry, its static imports (transitively), and the screen chunk's. */
function initialFiles(manifest: Manifest, screenSource?: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
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
await build({
  root: path.join(repo, 'bench/fixtures/react-hello'),
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  build: { outDir: helloOut, emptyOutDir: true, manifest: true, target: 'es2022' },
});
const hello = gzipBytes(helloOut, initialFiles(readManifest(helloOut)));
fs.rmSync(helloOut, { recursive: true, force: true });

// The dashboard as npm run build makes it (its own vite.config.ts), into a folder of its own.
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-dashboard-'));
await build({
  root: path.join(repo, 'apps/back-office'),
  logLevel: 'silent',
  build: { outDir: out, emptyOutDir: true },
});
const manifest = readManifest(out);
const signIn = gzipBytes(out, initialFiles(manifest, 'features/account/sign-in-screen'));
const overview = gzipBytes(out, initialFiles(manifest, 'features/overview/routes'));
// Overview loads today's figures (the sales area's chunk, charts included) right after it shows: reported, not counted.
const overviewFigures = gzipBytes(out, [
  ...new Set([
    ...initialFiles(manifest, 'features/overview/routes'),
    ...initialFiles(manifest, 'features/sales/today'),
  ]),
]);
fs.rmSync(out, { recursive: true, force: true });

const screen = Math.max(signIn, overview);
writeResult({
  name: 'dashboard-initial-js',
  figure: Number((screen / hello).toFixed(2)),
  unit: `x hello-world gzip (${screen === signIn ? 'sign-in' : 'overview'} screen, the larger)`,
  budget: { value: 2.5, better: 'lower' },
  details: {
    sign_in_gzip_bytes: signIn,
    overview_gzip_bytes: overview,
    overview_with_todays_figures_gzip_bytes: overviewFigures,
    hello_world_gzip_bytes: hello,
  },
});
