/**
 * A phone in one normal form for comparing clients (docs/decisions/073): digits only, and the
 * international forms of an Egyptian mobile (+20 1..., 0020 1...) written as the local 01....
 */
export function phoneKeyOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0020')) return `0${digits.slice(4)}`;
  if (digits.startsWith('20') && digits.length === 12) return `0${digits.slice(2)}`;
  return digits;
}
