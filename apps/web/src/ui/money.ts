import { inDigits } from '../i18n/i18n.tsx';

/**
 * The one EGP format (deals): an amount with thousands separators and its piastres when it
 * has any: "2,500,000.50 EGP", "15,000 EGP", "-5,000 EGP". An exact decimal string (as the API sends
 * money) is formatted from its digits, never through a float; a number is first written with its two
 * decimals. In the Arabic console with Arabic-Indic digits, those digits (docs/decisions/292).
 */
export function formatEgp(amount: number | string): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const sign = text.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = text.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction && Number(fraction) !== 0 ? `.${fraction.padEnd(2, '0')}` : '';
  return inDigits(`${sign}${grouped}${cents} EGP`);
}
