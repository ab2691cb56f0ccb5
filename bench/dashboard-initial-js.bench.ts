// The dashboard's initial JavaScript (issue 16: <= 2.5x a React hello-world), measured as bench/initial-js does for
// the terminal: gzip size of the entry, its static imports and the first screen's chunk (with its static imports),
// against a React 19 hello-world built here with the same Vite. The first screen is Sign in for a visitor and
// Overview for a signed-in owner; the figure is the larger of the two.
import { writeResult } from './lib/index.ts';
import {
  appBuildMeasure,
  chunkOf,
  entryKeys,
  gzipBytes,
  helloWorldGzip,
  staticFiles,
  type Manifest,
} from './lib/initial-js.ts';

/** The files loaded before a screen shows: the entries, their static imports, and the screen's chunk with its own. */
const screenFiles = (manifest: Manifest, ...sources: string[]) =>
  staticFiles(manifest, [...entryKeys(manifest), ...sources.map((source) => chunkOf(manifest, source))]);

const hello = await helloWorldGzip();
// The dashboard as npm run build makes it (its own vite.config.ts), into a folder of its own.
const { signIn, overview, overviewFigures } = await appBuildMeasure('apps/back-office', (dir, manifest) => ({
  signIn: gzipBytes(dir, screenFiles(manifest, 'features/account/sign-in-screen')),
  overview: gzipBytes(dir, screenFiles(manifest, 'features/overview/routes')),
  // Overview loads today's figures (the sales area's chunk, charts included) right after it shows: reported, not
  // counted.
  overviewFigures: gzipBytes(dir, screenFiles(manifest, 'features/overview/routes', 'features/sales/today')),
}));

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
