/**
 * A serial scale on the NCI protocol (../shared/reference/devices.md; serial-nci-scale, brewcop's query.c): it answers
 * `W\r` with `\n` weight and unit `\r`, `\n` `S` and two status bytes `\r`, then ETX. Status byte 1 bit 0 is motion,
 * bit 1 at zero; byte 2 bit 0 under capacity, bit 1 over capacity (bits 4 and 5 always set: ASCII '0' to '?').
 * It stands in for the serial port the print helper opens: the answer comes `chunkSize` bytes at a time, and a port
 * opened with another framing than the scale's reads what a real one would (7E1 on 8N1: parity in the high bit;
 * 8N1 on 7E1: framing errors, nothing usable).
 */
import { EventEmitter } from 'node:events';

export type Framing = '8N1' | '7E1';

export interface ScaleState {
  /** Pounds with 3 decimals, e.g. '1.250'. */
  weight: string;
  unit: 'LB' | 'KG';
  motion: boolean;
  under: boolean;
  over: boolean;
  /** The scale's own framing (the NCI default is 7E1). */
  framing: Framing;
  /** Bytes per chunk of the answer: 1 sends a byte at a time. */
  chunkSize: number;
  /** A scale that is switched off or unplugged: no answer. */
  silent: boolean;
}

export const SCALE_DEFAULTS: ScaleState = {
  weight: '1.250',
  unit: 'LB',
  motion: false,
  under: false,
  over: false,
  framing: '7E1',
  chunkSize: 64,
  silent: false,
};

const ETX = 0x03;

/** The NCI answer to a weight request. */
export function nciAnswer(state: ScaleState): Buffer {
  const status1 = 0x30 | (state.motion ? 0b01 : 0) | (state.weight === '0.000' ? 0b10 : 0);
  const status2 = 0x30 | (state.under ? 0b01 : 0) | (state.over ? 0b10 : 0);
  const reading = state.over ? '^^^^^^' : state.under ? '______' : `${state.weight.padStart(6, '0')}${state.unit}`;
  return Buffer.concat([
    Buffer.from(`\n${reading}\r\nS${String.fromCharCode(status1, status2)}\r`, 'ascii'),
    Buffer.from([ETX]),
  ]);
}

/** Even parity in bit 7: a 7E1 byte as an 8N1 port reads it. */
function withParity(byte: number): number {
  let ones = 0;
  for (let bit = 0; bit < 7; bit += 1) ones += (byte >> bit) & 1;
  return ones % 2 === 1 ? byte | 0x80 : byte;
}

/** The serial port the print helper opens, wired to a simulated scale (SerialLike plus close). */
export class SimulatedScalePort extends EventEmitter {
  /** Every request the scale received, for tests. */
  readonly requests: string[] = [];
  private closed = false;

  constructor(
    private readonly scale: ScaleState,
    private readonly portFraming: Framing,
  ) {
    super();
  }

  write(data: string, callback?: (error: Error | null | undefined) => void): boolean {
    this.requests.push(data);
    callback?.(null);
    if (data.includes('W\r')) this.answer();
    return true;
  }

  close(callback?: (error: Error | null) => void): void {
    this.closed = true;
    callback?.(null);
  }

  private answer(): void {
    const { scale } = this;
    if (scale.silent) return;
    // 8N1 bytes read by a 7E1 port: every frame has a parity or stop-bit error, the port passes nothing on.
    if (scale.framing === '8N1' && this.portFraming === '7E1') return;
    let bytes = nciAnswer(scale);
    if (scale.framing === '7E1' && this.portFraming === '8N1') bytes = Buffer.from(bytes.map(withParity));
    const size = Math.max(1, scale.chunkSize);
    let at = 0;
    const next = () => {
      if (this.closed || at >= bytes.length) return;
      this.emit('data', bytes.subarray(at, at + size));
      at += size;
      setImmediate(next);
    };
    setImmediate(next);
  }
}

/** Opens a simulated scale port for the print helper's `openSerial`: one scale whose state the caller keeps changing. */
export function simulatedScale(state: Partial<ScaleState> = {}) {
  const scale: ScaleState = { ...SCALE_DEFAULTS, ...state };
  return {
    state: scale,
    open: (_path: string, framing: Framing): Promise<SimulatedScalePort> =>
      Promise.resolve(new SimulatedScalePort(scale, framing)),
  };
}
