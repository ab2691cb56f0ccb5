// npm run pair -w apps/print-helper -- --name Counter --device 192.168.1.40:6200 [--device ...] [--file path]
// Pairs a terminal with this print helper: prints its token once (type it into the terminal's print_helper_token
// setting in the dashboard) and keeps only its SHA-256 in the pairing file. Restart the helper to use it.
import { parseArgs } from 'node:util';
import { pairTerminal } from './pairing.ts';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    device: { type: 'string', multiple: true, default: [] },
    file: { type: 'string', default: process.env.PRINT_HELPER_PAIRING ?? 'print-helper-pairing.json' },
  },
});
if (!values.name) {
  console.error('--name <terminal name> is required; --device <host:port> names a card terminal it may reach.');
  process.exit(1);
}
try {
  const token = await pairTerminal(values.file, values.name, values.device);
  console.log(`Paired "${values.name}" in ${values.file}. Its token (shown once): ${token}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
