/**
 * An exact EGP amount ("2500000.50", as the API sends money) with thousands separators:
 * "2,500,000.50 EGP". Formatted from the digits, never through a float.
 */
export function formatEgp(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction && Number(fraction) !== 0 ? `.${fraction.padEnd(2, '0')}` : '';
  return `${grouped}${cents} EGP`;
}
