import { describe, expect, it } from 'vitest';
import { scaleReadingWeight } from './scale.ts';

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
