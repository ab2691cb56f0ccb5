/**
 * The serial scale (seed 001 §7.8) on the NCI protocol (../shared/reference/devices.md): 9600 baud, the weight request
 * `W\r`, and an answer framed as `\n` weight and unit `\r`, `\n` `S` and the status bytes `\r`, then ETX (0x03). The
 * answer is read until ETX, however it is split into chunks (a slow scale sends a byte at a time). A reading must be in
 * lb; the value has 3 decimals; motion, under and over capacity are refused with the seeds' 'Scales error'.
 */
import { SCALE_ERROR } from '@opentill/contracts';

export type ScaleFraming = '8N1' | '7E1';

/** seed 001 §7.8: 8 data bits, 1 stop bit, no parity; 7E1 is the NCI default that many scales ship with. */
export const SCALE_SERIAL_OPTIONS: Readonly<
  Record<ScaleFraming, { baudRate: number; dataBits: 7 | 8; stopBits: 1; parity: 'none' | 'even' }>
> = {
  '8N1': { baudRate: 9600, dataBits: 8, stopBits: 1, parity: 'none' },
  '7E1': { baudRate: 9600, dataBits: 7, stopBits: 1, parity: 'even' },
};
/** The NCI "send weight" command. */
export const SCALE_WEIGHT_REQUEST = 'W\r';
const ETX = 0x03;

/** What the helper needs of a serial port (serialport's SerialPort, or the scale simulator in tests). */
export interface SerialLike {
  write(data: string, callback?: (error: Error | null | undefined) => void): boolean;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer) => void): unknown;
}

/** The 'Scales error' details (contracts: the terminal shows each in the employee's language). */
export { SCALE_ERROR };

export class ScaleError extends Error {}

/** A reading such as "  1.25 lb" -> "1.250"; refuses readings without lb (seed 001 §8: 'Weight should be in lb'). */
export function scaleReadingWeight(reading: string): string {
  const match = /(-?)(\d+)(?:\.(\d+))?\s*lb/i.exec(reading);
  if (!match) throw new ScaleError(SCALE_ERROR.unit);
  const fraction = (match[3] ?? '').padEnd(4, '0');
  // Round half up at the third decimal on the digit string, never through a float.
  let thousandths = Number(match[2]) * 1000 + Number(fraction.slice(0, 3));
  if (Number(fraction[3]) >= 5) thousandths += 1;
  const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
  return match[1] && thousandths > 0 ? `-${text}` : text;
}

/**
 * The weight of one NCI answer (the bytes before ETX). Status byte 1: bit 0 motion; status byte 2: bit 0 under
 * capacity, bit 1 over capacity. A scale out of range may send `^^^^^^` (over) or `______` (under) for the weight.
 */
export function nciAnswerWeight(answer: string): string {
  const lines = answer
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const status = lines.find((line) => /^S[\x30-\x3f]{2,3}$/.test(line));
  const first = status?.charCodeAt(1) ?? 0x30;
  const second = status?.charCodeAt(2) ?? 0x30;
  const reading = lines.find((line) => line !== status) ?? '';
  if (second & 0b10 || reading.includes('^')) throw new ScaleError(SCALE_ERROR.over);
  if (second & 0b01 || reading.includes('_')) throw new ScaleError(SCALE_ERROR.under);
  if (first & 0b01) throw new ScaleError(SCALE_ERROR.motion);
  const weight = scaleReadingWeight(reading);
  if (weight.startsWith('-')) throw new ScaleError(SCALE_ERROR.under);
  return weight;
}

/** Sends the weight request and reads the answer until ETX; the weight, or a ScaleError with the seeds' detail. */
export function scaleRead(port: SerialLike, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const timer = setTimeout(() => finish(new ScaleError(SCALE_ERROR.connect)), timeoutMs);
    const onData = (chunk: Buffer) => {
      for (const byte of chunk) {
        // 7-bit ASCII: a 7E1 scale read on an 8N1 port carries its parity in the high bit.
        const char = byte & 0x7f;
        if (char !== ETX) {
          answer += String.fromCharCode(char);
          continue;
        }
        try {
          finish(undefined, nciAnswerWeight(answer));
        } catch (error) {
          finish(error instanceof Error ? error : new ScaleError(String(error)));
        }
        return;
      }
    };
    let done = false;
    function finish(error?: Error, weight?: string) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      port.off('data', onData);
      if (error) reject(error);
      else resolve(weight ?? '');
    }
    port.on('data', onData);
    port.write(SCALE_WEIGHT_REQUEST, (error) => {
      if (error) finish(new ScaleError(SCALE_ERROR.connect));
    });
  });
}
