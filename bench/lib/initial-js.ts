// What the initial-JS benchmarks share (bench/*initial-js.bench.ts): a Vite manifest read, the files a page loads
// before it shows (entries and their static imports, transitively), their gzip size, and the React 19 hello-world
// baseline built here with the same Vite in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repo } from './index.ts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest keys of the build's entries (its HTML pages). */
export const entryKeys = (manifest: Manifest): string[] =>
  Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

/** The JS files of `keys` and their static imports, transitively (dynamic imports load later: not counted). */
export function staticFiles(manifest: Manifest, keys: readonly string[]): string[] {
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

/** The manifest key of the chunk built from a source path holding `source`; a missing chunk stops the bench. */
export function chunkOf(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((name) => name.includes(source));
  if (!key) throw new Error(`no chunk for ${source}`);
  return key;
}

export const gzipBytes = (dir: string, files: readonly string[]): number =>
  files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length, 0);

/** Builds an app with its own vite.config.ts into a temporary folder; `measure` reads it before it is removed. */
export async function appBuildMeasure<T>(app: string, measure: (dir: string, manifest: Manifest) => T): Promise<T> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `opentill-${path.basename(app)}-`));
  try {
    await build({ root: path.join(repo, app), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
    return measure(out, readManifest(out));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The React 19 hello-world's entry JS, gzip bytes: every initial-JS budget is a multiple of it. */
export async function helloWorldGzip(): Promise<number> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-hello-'));
  try {
    await build({
      root: path.join(repo, 'bench/fixtures/react-hello'),
      logLevel: 'silent',
      configFile: false,
      plugins: [react()],
      build: { outDir: out, emptyOutDir: true, manifest: true, target: 'es2022' },
    });
    const manifest = readManifest(out);
    return gzipBytes(out, staticFiles(manifest, entryKeys(manifest)));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
