/**
 * Test helper for card terminal B: the SPIn simulator of tools/simulators on a free port, and a stand-in for our
 * back office's proxy that adds the demo register's Tpn and Authkey as the real one does (apps/server
 * services/card-proxy.ts, tested on its own), so the terminal's client runs against SPIn's real answers.
 */
import type { CardProxyBody, CardProxyEndpoint } from '@opentill/contracts';
import { cardTerminalBWith, SPIN_DEMO_CREDENTIALS } from '../../../../../tools/simulators/src/card-terminal-b.ts';
import { startHttpDevice, type RunningDevice } from '../../../../../tools/simulators/src/http-device.ts';
import type { CardBProxy, CardBReply, SpinAnswer } from './card-b.ts';

/** The SPIn simulator with no DelayBeforeNextRequest (tests wait for nothing). */
export const startCardBSpin = (delaySeconds = 0): Promise<RunningDevice> =>
  startHttpDevice(cardTerminalBWith({ delaySeconds }));

/** Every call the stand-in proxy relayed: the endpoint and the body as the terminal sent it. */
export interface ProxyCall {
  endpoint: CardProxyEndpoint;
  body: CardProxyBody;
}

export function simulatorProxy(device: Pick<RunningDevice, 'url'>, calls: ProxyCall[] = []): CardBProxy {
  return async (endpoint, body, timeoutMs): Promise<CardBReply> => {
    calls.push({ endpoint, body });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${device.url}/v2/Payment/${endpoint}`, {
        method: 'POST',
        body: JSON.stringify({ ...body, Tpn: SPIN_DEMO_CREDENTIALS.tpn, Authkey: SPIN_DEMO_CREDENTIALS.authkey }),
        signal: controller.signal,
      });
      const answer = JSON.parse(await response.text()) as SpinAnswer;
      return typeof answer?.GeneralResponse?.StatusCode === 'string'
        ? { kind: 'answer', answer }
        : { kind: 'unknown', status: 502 };
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      return code === 'ECONNREFUSED' ? { kind: 'not-sent', status: 502 } : { kind: 'unknown', status: 502 };
    } finally {
      clearTimeout(timer);
    }
  };
}
