/**
 * Test helper: the real device simulators of tools/simulators, started in this process on free ports, and told what
 * to do next through their own control API (docs/simulators.md).
 */
import {
  startCardTerminalA,
  type RunningCardTerminalA,
} from '../../../../../tools/simulators/src/card-terminal-a-server.ts';
import { cardTerminalB } from '../../../../../tools/simulators/src/card-terminal-b.ts';
import { closedPort } from '../closed-port-kit.ts';
import { startHttpDevice, type RunningDevice } from '../../../../../tools/simulators/src/http-device.ts';

export type { RunningCardTerminalA, RunningDevice };

export const startCardA = (lateMs?: number): Promise<RunningCardTerminalA> =>
  startCardTerminalA(lateMs === undefined ? {} : { lateMs });
export const startCardB = (): Promise<RunningDevice> => startHttpDevice(cardTerminalB);

/** Queues a behaviour for the device's next request(s), as a test or journey would over HTTP. */
export async function deviceNext(device: Pick<RunningDevice, 'url'>, behaviour: string, times = 1): Promise<void> {
  const response = await fetch(`${device.url}/__sim/next`, {
    method: 'POST',
    body: JSON.stringify({ behaviour, times }),
  });
  if (!response.ok) throw new Error(`simulator refused ${behaviour}`);
}

/** A port with nothing listening: a real connection refused. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${String(await closedPort())}`;
}
