import { type ReportCell, type ReportColumn, reportNameIn } from '@simsar/contract/reports';
import type { Language } from '@simsar/contract/sign-in';
import { inDigits } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';

const grouped = (value: number, digits = 0) =>
  inDigits(value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

/** A cell as the table shows it: names in the language, money in EGP, hours and shares as figures. */
export function cellText(
  column: ReportColumn,
  cell: ReportCell | undefined,
  language: Language,
  none: string,
) {
  if (cell === null || cell === undefined) return none;
  switch (column.kind) {
    case 'money':
      return formatEgp(String(cell));
    case 'count':
      return grouped(Number(cell));
    case 'hours':
      return grouped(Number(cell), 2);
    case 'share':
      return inDigits(`${Math.round(Number(cell) * 1000) / 10}%`);
    default:
      return inDigits(reportNameIn(language, String(cell)));
  }
}

/** A value on an axis or in the tooltip. */
export function axisText(kind: ReportColumn['kind'], value: number) {
  if (kind === 'share') return inDigits(`${Math.round(value * 100)}%`);
  return inDigits(value.toLocaleString('en-US', { maximumFractionDigits: 2 }));
}
