import { describe, expect, it } from 'vitest';
import { simulatedScale } from '../../../tools/simulators/src/scale.ts';
import { nciAnswerWeight, SCALE_ERROR, scaleRead, scaleReadingWeight, type ScaleFraming } from './scale.ts';

describe('scaleReadingWeight', () => {
  it.each([
    [' 1.25 lb\r', '1.250'],
    ['ST,GS,  0.5lb', '0.500'],
    ['12 LB', '12.000'],
    ['0.1235 lb', '0.124'],
    ['0.1234 lb', '0.123'],
    ['2.9995 lb', '3.000'],
    ['-0.250 lb', '-0.250'],
  ])('%j -> %s', (reading, weight) => {
    expect(scaleReadingWeight(reading)).toBe(weight);
  });

  it('refuses readings that are not in lb', () => {
    expect(() => scaleReadingWeight('1.2 kg')).toThrow('Weight should be in lb');
    expect(() => scaleReadingWeight('')).toThrow('Weight should be in lb');
  });
});

describe('nciAnswerWeight', () => {
  it('reads the weight line and checks the status bytes', () => {
    expect(nciAnswerWeight('\n002.340LB\r\nS00\r')).toBe('2.340');
    expect(() => nciAnswerWeight('\n002.340LB\r\nS10\r')).toThrow(SCALE_ERROR.motion);
    expect(() => nciAnswerWeight('\n______\r\nS01\r')).toThrow(SCALE_ERROR.under);
    expect(() => nciAnswerWeight('\n^^^^^^\r\nS02\r')).toThrow(SCALE_ERROR.over);
    expect(() => nciAnswerWeight('\n-00.500LB\r\nS00\r')).toThrow(SCALE_ERROR.under);
  });
});

describe('scaleRead against the NCI scale simulator', () => {
  const read = async (state: Parameters<typeof simulatedScale>[0], portFraming: ScaleFraming, timeoutMs = 1000) => {
    const scale = simulatedScale(state);
    const port = await scale.open('COM1', portFraming);
    try {
      return await scaleRead(port, timeoutMs);
    } finally {
      port.close();
      expect(port.requests).toEqual(['W\r']);
    }
  };

  it('gives the weight when the answer arrives one byte per chunk (read until ETX)', async () => {
    await expect(read({ weight: '1.250', chunkSize: 1, framing: '8N1' }, '8N1')).resolves.toBe('1.250');
    await expect(read({ weight: '12.005', chunkSize: 3, framing: '7E1' }, '7E1')).resolves.toBe('12.005');
  });

  it('refuses a weight while the scale is in motion, under or over its capacity', async () => {
    await expect(read({ motion: true, chunkSize: 1 }, '7E1')).rejects.toThrow(SCALE_ERROR.motion);
    await expect(read({ under: true }, '7E1')).rejects.toThrow(SCALE_ERROR.under);
    await expect(read({ over: true }, '7E1')).rejects.toThrow(SCALE_ERROR.over);
  });

  it("refuses a reading in kg: 'Weight should be in lb'", async () => {
    await expect(read({ unit: 'KG' }, '7E1')).rejects.toThrow('Weight should be in lb');
  });

  it('reads a 7E1 scale on a port opened 8N1 (the parity bit dropped); an 8N1 scale on a 7E1 port reads nothing', async () => {
    await expect(read({ weight: '0.750', framing: '7E1', chunkSize: 1 }, '8N1')).resolves.toBe('0.750');
    await expect(read({ framing: '8N1' }, '7E1', 100)).rejects.toThrow(SCALE_ERROR.connect);
  });

  it("answers 'Can not connect to scales' when the scale says nothing", async () => {
    await expect(read({ silent: true }, '8N1', 100)).rejects.toThrow(SCALE_ERROR.connect);
  });
});
