// The print helper on the store LAN: the terminal's page connects to ws://<this host>:8765.
import { PAIRING_TOKEN, PRINTER_PORT } from '@opentill/contracts';
import { SerialPort } from 'serialport';
import { normaliseDevice, readPairingFile, tokenHash, type PairedTerminal } from './pairing.ts';
import { startPrintHelper } from './print-helper.ts';
import { simulatedScale } from '../../../tools/simulators/src/scale.ts';
import { SCALE_SERIAL_OPTIONS } from './scale.ts';

const allowedOrigins = (process.env.PRINT_HELPER_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

// Only printer ports are reached (9100); a simulated printer on another port has to be named here.
const allowedPrinterPorts = (process.env.PRINT_HELPER_PRINTER_PORTS ?? String(PRINTER_PORT))
  .split(',')
  .map(Number)
  .filter((port) => Number.isInteger(port) && port > 0 && port < 65536);

// The paired terminals (npm run pair -w apps/print-helper), and the one token `npm start` gives its demo terminals.
const pairingPath = process.env.PRINT_HELPER_PAIRING ?? 'print-helper-pairing.json';
const terminals: PairedTerminal[] = (await readPairingFile(pairingPath)).terminals;
const envToken = process.env.PRINT_HELPER_TOKEN;
if (envToken !== undefined) {
  if (!PAIRING_TOKEN.test(envToken)) {
    console.error('PRINT_HELPER_TOKEN must be 43 characters of A-Z a-z 0-9 _ - (npm run pair makes one).');
    process.exit(1);
  }
  const devices = (process.env.PRINT_HELPER_DEVICES ?? '').split(',').flatMap((d) => normaliseDevice(d) ?? []);
  terminals.push({ name: 'PRINT_HELPER_TOKEN', tokenSha256: tokenHash(envToken), devices });
}
if (terminals.length === 0)
  console.warn(
    `No terminal is paired (${pairingPath}): every terminal is refused. Pair one: npm run pair -w apps/print-helper -- --name Counter --device <pinpad host:port>`,
  );

/** The demo's scale: 0.750 lb, steady, the seeds' 8N1. */
const demoScale = simulatedScale({ weight: '0.750', framing: '8N1' });

const helper = await startPrintHelper({
  terminals,
  port: Number(process.env.PRINT_HELPER_PORT ?? 8765),
  allowedOrigins,
  allowedPrinterPorts,
  // The demo has no serial scale: PRINT_HELPER_SCALE=simulated answers every port with the NCI scale simulator.
  openSerial: (path, framing) =>
    process.env.PRINT_HELPER_SCALE === 'simulated'
      ? demoScale.open(path, framing)
      : new Promise((resolve, reject) => {
          const port = new SerialPort({ path, ...SCALE_SERIAL_OPTIONS[framing] }, (error) =>
            error ? reject(error) : resolve(port),
          );
        }),
  log: (message) => console.error(message),
});
console.log(
  `OpenTill print helper on ws://0.0.0.0:${helper.port} (health: http://127.0.0.1:${helper.port}/health) for ${allowedOrigins.join(', ')}, ${String(terminals.length)} paired`,
);

const stop = () => void helper.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
