// The print helper on the store LAN: the terminal's page connects to ws://<this host>:8765.
import { PRINTER_PORT } from '@opentill/contracts';
import { SerialPort } from 'serialport';
import { startPrintHelper } from './print-helper.ts';
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

const helper = await startPrintHelper({
  port: Number(process.env.PRINT_HELPER_PORT ?? 8765),
  allowedOrigins,
  allowedPrinterPorts,
  openSerial: (path) =>
    new Promise((resolve, reject) => {
      const port = new SerialPort({ path, ...SCALE_SERIAL_OPTIONS }, (error) =>
        error ? reject(error) : resolve(port),
      );
    }),
  log: (message) => console.error(message),
});
console.log(`OpenTill print helper on ws://0.0.0.0:${helper.port} for ${allowedOrigins.join(', ')}`);

const stop = () => void helper.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
