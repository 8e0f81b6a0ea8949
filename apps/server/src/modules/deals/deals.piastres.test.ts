import { describe, expect, it } from 'vitest';
import { fromPiastres, percentOf, toPiastres } from './deals.piastres.ts';

describe('piastres', () => {
  it('reads a 2 decimal EGP string as whole piastres, with or without its decimals', () => {
    expect(toPiastres('2500000.50')).toBe(250000050n);
    expect(toPiastres('12')).toBe(1200n);
    expect(toPiastres('0.5')).toBe(50n);
    expect(toPiastres('0.05')).toBe(5n);
  });

  it('writes piastres back as an EGP string with two decimals', () => {
    expect(fromPiastres(250000050n)).toBe('2500000.50');
    expect(fromPiastres(5n)).toBe('0.05');
    expect(fromPiastres(0n)).toBe('0.00');
    expect(fromPiastres(1200n)).toBe('12.00');
  });

  it('takes a percentage of an amount, rounded half up to the piastre', () => {
    // 2.5% and 1.25% of 2,500,000.50 (62,500.0125 and 31,250.00625)
    expect(percentOf('2500000.50', '2.5')).toBe('62500.01');
    expect(percentOf('2500000.50', '1.25')).toBe('31250.01');
    expect(percentOf('1.00', '0.5')).toBe('0.01');
    expect(percentOf('0.99', '0.5')).toBe('0.00');
    expect(percentOf('1500000', '0')).toBe('0.00');
    // beyond what a float holds exactly
    expect(percentOf('90071992547409.93', '100')).toBe('90071992547409.93');
  });
});
