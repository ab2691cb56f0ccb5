// npm run simulators: card terminals A and B, the ESC/POS printer (receipt 9100, kitchen 9101, bar 9102: one simulator,
// a port per printer) and a kitchen display on fixed local ports, for the demo store and for trying the terminal by
// hand. Tests start their own instances on free ports instead.
import { startCardTerminalA } from './card-terminal-a-server.ts';
import { cardTerminalB } from './card-terminal-b.ts';
import { startEscposPrinter } from './escpos-printer.ts';
import { startHttpDevice } from './http-device.ts';
import { startKitchenDisplay } from './kitchen-display.ts';

const host = process.env.SIM_HOST ?? '127.0.0.1';
// Card A answers no CORS, as the real pinpad: the terminal reaches it through the print helper's device relay.
const a = await startCardTerminalA({ port: Number(process.env.SIM_CARD_A_PORT ?? 8081), host, lateMs: 5000 });
const b = await startHttpDevice(cardTerminalB, Number(process.env.SIM_CARD_B_PORT ?? 8082), host);
const printer = await startEscposPrinter(
  [
    Number(process.env.SIM_PRINTER_PORT ?? 9100),
    Number(process.env.SIM_KITCHEN_PRINTER_PORT ?? 9101),
    Number(process.env.SIM_BAR_PRINTER_PORT ?? 9102),
  ],
  Number(process.env.SIM_PRINTER_CONTROL_PORT ?? 8083),
  host,
);
const kds = await startKitchenDisplay({ port: Number(process.env.SIM_KDS_PORT ?? 8084), host });

console.log(`Card terminal A (EPX)  ${a.url}/card-a (scenarios: ${a.url}/__sim/next)`);
console.log(`Card terminal B (REST) ${b.url}/card-b`);
console.log(
  `ESC/POS printers       ${printer.ports.map((port) => `tcp://${host}:${String(port)}`).join(', ')} (jobs: ${printer.controlUrl}/__sim/jobs?port=)`,
);
console.log(`Kitchen display        ${kds.url}/orders (tickets: ${kds.url}/__sim/tickets)`);
console.log('Tell a device what to do next: POST {"behaviour":"decline"} to <device>/__sim/next');

const stop = () => {
  void Promise.all([a.close(), b.close(), printer.close(), kds.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
