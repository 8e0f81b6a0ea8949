/** 2 decimal EGP strings to piastres and back, so money never passes through a float. */
export function toPiastres(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

export function fromPiastres(piastres: bigint): string {
  return `${piastres / 100n}.${String(piastres % 100n).padStart(2, '0')}`;
}

/** An amount × a percentage with two decimals, rounded half up to the piastre. */
export function percentOf(amount: string, percent: string): string {
  const product = toPiastres(amount) * toPiastres(percent);
  return fromPiastres((product + 5000n) / 10000n);
}
