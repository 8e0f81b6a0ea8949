import { describe, expect, it } from 'vitest';
import { formatEgp } from './money.ts';
import { whatsappNumberOf } from './phone-links.tsx';

describe('formatEgp', () => {
  it('separates thousands from the exact digits, keeping piastres', () => {
    expect(formatEgp('2500000.50')).toBe('2,500,000.50 EGP');
    expect(formatEgp('999.00')).toBe('999 EGP');
    expect(formatEgp('1234567890123.05')).toBe('1,234,567,890,123.05 EGP');
    expect(formatEgp('0.10')).toBe('0.10 EGP');
  });

  it('writes numbers (earnings) with their piastres, and a correction with its sign', () => {
    expect(formatEgp(15000)).toBe('15,000 EGP');
    expect(formatEgp(1500.5)).toBe('1,500.50 EGP');
    expect(formatEgp(-5000)).toBe('-5,000 EGP');
    expect(formatEgp(0)).toBe('0 EGP');
  });
});

describe('whatsappNumberOf', () => {
  it('writes an Egyptian mobile in the international form WhatsApp links take', () => {
    expect(whatsappNumberOf('01012345678')).toBe('201012345678');
    expect(whatsappNumberOf('+20 101 234 5678')).toBe('201012345678');
  });
});
