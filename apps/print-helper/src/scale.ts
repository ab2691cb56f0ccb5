/**
 * The serial scale of seed 001 §7.8: 9600 baud, 8 data bits, 1 stop bit, no parity, ASCII; a weight request,
 * then a reading that must contain "lb"; the value has 3 decimals.
 */
export const SCALE_SERIAL_OPTIONS = { baudRate: 9600, dataBits: 8, stopBits: 1, parity: 'none' } as const;
/** The common "send weight" command of ASCII scales. */
export const SCALE_WEIGHT_REQUEST = 'W\r';

/** What the helper needs of a serial port (serialport's SerialPort, or SerialPortMock in tests). */
export interface SerialLike {
  write(data: string, callback?: (error: Error | null | undefined) => void): boolean;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer) => void): unknown;
}

export class ScaleError extends Error {}

/** A reading such as "  1.25 lb" -> "1.250"; refuses readings without lb (seed 001 §8: 'Weight should be in lb'). */
export function scaleReadingWeight(reading: string): string {
  const match = /(-?)(\d+)(?:\.(\d+))?\s*lb/i.exec(reading);
  if (!match) throw new ScaleError('Weight should be in lb');
  const fraction = (match[3] ?? '').padEnd(4, '0');
  // Round half up at the third decimal on the digit string, never through a float.
  let thousandths = Number(match[2]) * 1000 + Number(fraction.slice(0, 3));
  if (Number(fraction[3]) >= 5) thousandths += 1;
  const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
  return match[1] && thousandths > 0 ? `-${text}` : text;
}

/** Sends the weight request and waits for a line ending in CR or LF. */
export function scaleRead(port: SerialLike, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => finish(new ScaleError('Can not connect to scales')), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('ascii');
      if (/[\r\n]/.test(buffer)) {
        try {
          finish(undefined, scaleReadingWeight(buffer));
        } catch (error) {
          finish(error instanceof Error ? error : new ScaleError(String(error)));
        }
      }
    };
    function finish(error?: Error, weight?: string) {
      clearTimeout(timer);
      port.off('data', onData);
      if (error) reject(error);
      else resolve(weight ?? '');
    }
    port.on('data', onData);
    port.write(SCALE_WEIGHT_REQUEST, (error) => {
      if (error) finish(new ScaleError('Can not connect to scales'));
    });
  });
}
