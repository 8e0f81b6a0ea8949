/** The ranges the screen offers by name; any other from..to is a custom range. */
export const rangePresets = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Today in the brokerage's time zone (the reports' days, docs/decisions/510). */
export function todayInCairo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** The last day of a month (1-12). */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A named range's first and last day, around `today` (YYYY-MM-DD). */
export function rangeOf(preset: RangePreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'thisMonth':
      return { from: dayOf(year, month, 1), to: dayOf(year, month, lastDayOf(year, month)) };
    case 'lastMonth': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: dayOf(y, m, 1), to: dayOf(y, m, lastDayOf(y, m)) };
    }
    case 'thisQuarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: dayOf(year, first, 1), to: dayOf(year, first + 2, lastDayOf(year, first + 2)) };
    }
    case 'thisYear':
      return { from: dayOf(year, 1, 1), to: dayOf(year, 12, 31) };
  }
}

/** The named range a from..to is, or 'custom'. */
export function presetOf(range: { from: string; to: string }, today: string): RangePreset | 'custom' {
  return (
    rangePresets.find((preset) => {
      const named = rangeOf(preset, today);
      return named.from === range.from && named.to === range.to;
    }) ?? 'custom'
  );
}
