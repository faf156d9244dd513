import { describe, expect, it } from 'vitest';
import { decimalsOf, formatNumber } from './numbers';

describe('formatNumber', () => {
  it.each([
    [5234, '5,234'],
    [250, '250'],
    [0, '0'],
    [4.5, '4.5'],
    [1234567.89, '1,234,567.89'],
    [-1234.5, '-1,234.5'],
    [1e12, '1,000,000,000,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1e-7, '0.0000001'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('Given %s, should show %j: grouped by thousands, never in exponent notation', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it('Given a number of decimals, should show exactly that many', () => {
    expect(formatNumber(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatNumber(5234, 1)).toBe('5,234.0');
  });
});

describe('decimalsOf', () => {
  it.each([
    [24, 0],
    [4.5, 1],
    [0.07, 2],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [0.1 + 0.2, 17],
  ])('Given %s, should count %i decimals as written', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals);
  });
});
