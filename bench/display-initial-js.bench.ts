// The customer display's initial JavaScript (issue 20: <= 1.5x a React hello-world), measured as bench/initial-js
// does for the terminal: gzip size of display.html's entry and its static imports, plus the English strings it awaits
// before the first paint, against a React 19 hello-world built here with the same Vite.
import { writeResult } from './lib/index.ts';
import { appBuildMeasure, chunkOf, gzipBytes, helloWorldGzip, staticFiles } from './lib/initial-js.ts';

const hello = await helloWorldGzip();
// The terminal's build (its own vite.config.ts: display.html is its second entry), into a folder of its own.
const display = await appBuildMeasure('apps/terminal', (dir, manifest) => {
  if (!manifest['display.html']) throw new Error('no display.html entry in the build');
  const english = chunkOf(manifest, 'locales/customer-display/en.json');
  return gzipBytes(dir, staticFiles(manifest, ['display.html', english]));
});

writeResult({
  name: 'display-initial-js',
  figure: Number((display / hello).toFixed(2)),
  unit: 'x hello-world gzip (customer display page)',
  budget: { value: 1.5, better: 'lower' },
  details: { display_gzip_bytes: display, hello_world_gzip_bytes: hello },
});
