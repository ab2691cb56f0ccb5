#!/usr/bin/env node
// Bundles the back office (apps/server/src/main.ts) into one ES module for the browser journeys: each journey starts
// its own server, and loading the TypeScript sources through tsx cost about 2 s of CPU per start (decisions §66).
// npm packages stay external (PGlite, argon2 and sharp load files of their own); the workspace packages are bundled.
// A source that finds files next to itself through import.meta.url keeps its own URL, so migrations and the data
// folder resolve as they do under tsx. The bundle is a build artefact of this checkout, never committed.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundlePath = path.join(repo, 'apps/server/dist/main.mjs');

const sourceUrlKept = {
  name: 'source-url-kept',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@opentill/') ? undefined : { external: true },
    );
    bundler.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = fs.readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await build({
    entryPoints: [path.join(repo, 'apps/server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: serverBundlePath,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrlKept],
  });
  console.log(`${path.relative(repo, serverBundlePath)} in ${Date.now() - started} ms`);
}
