/**
 * The buckets of working time the response-time roll-ups count first moves in (docs/decisions/569).
 * Each bucket is an interval (low, high] of milliseconds, 0 alone in bucket 0: a minute wide up to
 * an hour, five minutes up to ten hours, half an hour up to a hundred hours, an hour beyond. Every
 * whole hour is a bucket's upper end, so "within a target of H hours" is a set of whole buckets
 * (the targets are whole hours: contract/system.ts); a percentile is read as the mean of the
 * bucket it falls in, within that bucket's width of the exact one.
 */
const minute = 60_000;
const hour = 3_600_000;

/** The bands: up to `upTo` ms, buckets `width` ms wide; `key` numbers the band's first bucket less one. */
type Band = { upTo: number; width: number; after: number; key: number };

const bands: Band[] = [
  { upTo: hour, width: minute },
  { upTo: 10 * hour, width: 5 * minute },
  { upTo: 100 * hour, width: 30 * minute },
  { upTo: Number.POSITIVE_INFINITY, width: hour },
].reduce<Band[]>((list, band) => {
  const before = list.at(-1);
  const after = before?.upTo ?? 0;
  const key = before ? before.key + (before.upTo - before.after) / before.width : 0;
  list.push({ ...band, after, key });
  return list;
}, []);

/** The bucket of `ms` working milliseconds. */
export function bucketOf(ms: number): number {
  if (ms <= 0) return 0;
  const band = bands.find((each) => ms <= each.upTo) as Band;
  return band.key + Math.ceil((ms - band.after) / band.width);
}

/** The interval (low, high] of ms bucket `key` holds ([0, 0] for bucket 0). */
export function bucketBounds(key: number): { low: number; high: number } {
  if (key <= 0) return { low: 0, high: 0 };
  const band = bands.findLast((each) => key > each.key) as Band;
  const low = band.after + (key - band.key - 1) * band.width;
  return { low, high: low + band.width };
}

/** `bucketOf` as a SQL expression of a bigint of ms (the roll-ups' triggers, the live edges). */
export function bucketSql(ms: string): string {
  const cases = bands
    .map((band) => {
      const key = `${band.key} + ceil((${ms} - ${band.after}) / ${band.width}.0)::int`;
      return Number.isFinite(band.upTo) ? `WHEN ${ms} <= ${band.upTo} THEN ${key}` : `ELSE ${key}`;
    })
    .join(' ');
  return `(CASE WHEN ${ms} <= 0 THEN 0 ${cases} END)`;
}
