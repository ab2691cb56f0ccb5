// The initial JavaScript of a terminal screen (the entry, its static imports and the screen's own chunk), gzip
// size, against a React 19 hello-world built here in the same run with the same Vite. Budget (issue 6): the PIN
// screen at most 2x the hello-world.
import path from 'node:path';
import { build } from 'vite';
import { repo, writeResult } from './lib/index.ts';
import { chunkOf, entryKeys, gzipBytes, helloWorldGzip, readManifest, staticFiles } from './lib/initial-js.ts';

const hello = await helloWorldGzip();

// The terminal as npm start builds it (its own vite.config.ts).
const terminalRoot = path.join(repo, 'apps/terminal');
await build({ root: terminalRoot, logLevel: 'silent' });
const dist = path.join(terminalRoot, 'dist');
const manifest = readManifest(dist);
const pinSource = Object.keys(manifest).some((key) => key.includes('features/pin/'))
  ? 'features/pin/'
  : 'features/auth/';
// The staff terminal's page only (index.html): display.html, the customer display's entry, is measured apart
// (bench/display-initial-js, issue 20).
const pageEntries = entryKeys(manifest).filter((key) => key !== 'display.html');
const screen = gzipBytes(dist, staticFiles(manifest, [...pageEntries, chunkOf(manifest, pinSource)]));

writeResult({
  name: 'initial-js',
  figure: Number((screen / hello).toFixed(2)),
  unit: `x hello-world gzip (${pinSource.replace('features/', '').replace('/', '')} screen)`,
  budget: { value: 2, better: 'lower' },
  details: { screen_gzip_bytes: screen, hello_world_gzip_bytes: hello, screen: pinSource },
});
