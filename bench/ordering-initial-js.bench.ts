// The store's ordering page's initial JavaScript (issue 18 §3: <= 2x a React hello-world), measured as
// display-initial-js does: gzip size of index.html's entry and its static imports (English is in the entry; the other
// languages load when chosen), against a React 19 hello-world built here with the same Vite.
import { writeResult } from './lib/index.ts';
import { appBuildMeasure, entryKeys, gzipBytes, helloWorldGzip, staticFiles } from './lib/initial-js.ts';

const hello = await helloWorldGzip();
// The page's own build (apps/ordering/vite.config.ts), into a folder of its own.
const ordering = await appBuildMeasure('apps/ordering', (dir, manifest) =>
  gzipBytes(dir, staticFiles(manifest, entryKeys(manifest))),
);

writeResult({
  name: 'ordering-initial-js',
  figure: Number((ordering / hello).toFixed(2)),
  unit: 'x hello-world gzip (ordering page)',
  budget: { value: 2, better: 'lower' },
  details: { ordering_gzip_bytes: ordering, hello_world_gzip_bytes: hello },
});
