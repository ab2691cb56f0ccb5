import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * What `npm start` runs beside the back office, and on which ports. The demo store's terminals point at these: Card A
 * and Card B at the card terminal simulators, the receipt printer at 127.0.0.1 (the ESC/POS simulator on 9100) and the
 * kitchen and bar printers (the same simulator on 9101 and 9102) through the print helper on 127.0.0.1:8765
 * (apps/server/src/demo/seed-demo.ts, demo-printers.ts), so receipts, kitchen tickets and the cash drawer work without
 * any hardware; a kitchen display simulator listens on 8084.
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ name: string, script: string, env: NodeJS.ProcessEnv, required: boolean,
 *   ports: { port: number, host: string, variable: string }[] }[]}
 */
export function demoProcesses(env) {
  const port = (variable, fallback) => Number(env[variable] ?? fallback);
  const serverPort = port('PORT', 8080);
  const processes = [];
  if (env.SIMULATORS !== '0') {
    const host = env.SIM_HOST ?? '127.0.0.1';
    processes.push({
      name: 'device simulators',
      script: 'tools/simulators/src/main.ts',
      env: {},
      required: false,
      ports: [
        { port: port('SIM_CARD_A_PORT', 8081), host, variable: 'SIM_CARD_A_PORT' },
        { port: port('SIM_CARD_B_PORT', 8082), host, variable: 'SIM_CARD_B_PORT' },
        { port: port('SIM_PRINTER_PORT', 9100), host, variable: 'SIM_PRINTER_PORT' },
        { port: port('SIM_KITCHEN_PRINTER_PORT', 9101), host, variable: 'SIM_KITCHEN_PRINTER_PORT' },
        { port: port('SIM_BAR_PRINTER_PORT', 9102), host, variable: 'SIM_BAR_PRINTER_PORT' },
        { port: port('SIM_PRINTER_CONTROL_PORT', 8083), host, variable: 'SIM_PRINTER_CONTROL_PORT' },
        { port: port('SIM_KDS_PORT', 8084), host, variable: 'SIM_KDS_PORT' },
      ],
    });
  }
  if (env.PRINT_HELPER !== '0') {
    processes.push({
      name: 'print helper',
      script: 'apps/print-helper/src/main.ts',
      // The terminal is served by the back office, so that is the page allowed to talk to the helper.
      env: {
        // The demo terminals' pairing (PRINT_HELPER_TOKEN, demoHelperToken) may reach the card A simulator by relay.
        PRINT_HELPER_DEVICES:
          env.PRINT_HELPER_DEVICES ?? `${env.SIM_HOST ?? '127.0.0.1'}:${String(port('SIM_CARD_A_PORT', 8081))}`,
        PRINT_HELPER_PAIRING:
          env.PRINT_HELPER_PAIRING ?? path.join(env.DATA_DIR ?? 'data', 'print-helper-pairing.json'),
        PRINT_HELPER_ORIGINS:
          env.PRINT_HELPER_ORIGINS ?? `http://localhost:${String(serverPort)},http://127.0.0.1:${String(serverPort)}`,
        // The demo terminals' scale (COM1) is the NCI scale simulator while the simulators run (docs/simulators.md).
        PRINT_HELPER_SCALE: env.PRINT_HELPER_SCALE ?? (env.SIMULATORS !== '0' ? 'simulated' : ''),
        // The demo's receipt, kitchen and bar printers (apps/server/src/demo/demo-printers.ts).
        PRINT_HELPER_PRINTER_PORTS:
          env.PRINT_HELPER_PRINTER_PORTS ??
          [
            port('SIM_PRINTER_PORT', 9100),
            port('SIM_KITCHEN_PRINTER_PORT', 9101),
            port('SIM_BAR_PRINTER_PORT', 9102),
          ].join(','),
      },
      required: false,
      ports: [{ port: port('PRINT_HELPER_PORT', 8765), host: '0.0.0.0', variable: 'PRINT_HELPER_PORT' }],
    });
  }
  processes.push({
    name: 'back office',
    script: 'apps/server/src/main.ts',
    env: {},
    required: true,
    ports: [{ port: serverPort, host: env.HOST ?? '0.0.0.0', variable: 'PORT' }],
  });
  return processes;
}

/**
 * Whether something already listens on the port (EADDRINUSE when we try). Only that error counts: a port we may not
 * open for another reason is left for the process itself to report.
 *
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
export function portBusy(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/**
 * One line per port in use, naming what needed it and the variable that moves it.
 *
 * @param {ReturnType<typeof demoProcesses>} processes
 * @returns {Promise<string[]>}
 */
export async function busyPortMessages(processes) {
  const messages = [];
  for (const process of processes)
    for (const { port, host, variable } of process.ports)
      if (await portBusy(port, host))
        messages.push(
          `Port ${String(port)} (${process.name}) is already in use: stop the program using it (another npm start?) or set ${variable}=<free port>.`,
        );
  return messages;
}

/**
 * The pairing token of the demo's print helper (docs/print-helper.md): made once, kept in <data>/print-helper-token
 * (readable by its owner only), given to the helper and to the server (which writes it into the demo terminals'
 * print_helper_token setting when it creates the demo). `created` says it is new.
 *
 * @param {string} dataDir
 * @returns {{ token: string, created: boolean }}
 */
export function demoHelperToken(dataDir) {
  const file = path.join(dataDir, 'print-helper-token');
  if (fs.existsSync(file)) return { token: fs.readFileSync(file, 'utf8').trim(), created: false };
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, created: true };
}
