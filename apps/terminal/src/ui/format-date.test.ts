import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('store date format (seed 000 §9: Country US enables MM/DD/YYYY)', () => {
  const date = new Date(2026, 2, 7, 14, 5);
  it('US stores read month first', () => {
    expect(formatDate(date, 'US')).toBe('03/07/2026');
    expect(formatDateTime(date, 'US')).toBe('03/07/2026 2:05 PM');
  });
  it('other countries, or none known, read day first', () => {
    expect(formatDate(date, 'DE')).toBe('07/03/2026');
    expect(formatDate(date, null)).toBe('07/03/2026');
  });
});
