import { fn, plpgsql, prefix, type Triggered, trigger } from './counted-states.parts.ts';

/**
 * The reports' daily roll-ups (`report_daily`, docs/decisions/511), generated beside the home
 * counters from the areas' `dailyTotals` declarations: each declaration says which rows of a table
 * a measure counts, by which instant's local day, under which admin and with which figures. From
 * them come, for every table named, three statement-level triggers that add the rows written
 * (+1, the new rows) and take away the rows replaced or deleted (-1, the old rows) in the writing
 * transaction, whatever code path writes; a measure that also reads another table (a deal's
 * commission reads its project) names it in `rederive`, whose change derives that measure's rows
 * again for the keys touched; and the recount from scratch.
 */

/** The local day of the roll-ups (the brokerage's working week's default time zone). */
export const totalsTimeZone = 'Africa/Cairo';

/** A SQL expression on a row aliased by its argument. */
type Expression = (a: string) => string;

/**
 * A table a measure reads: when its rows change (insert, delete, or one of `columns`), the
 * measure's rows of every `key` touched are derived again from the items, `rowKey` on
 * report_daily's row and `itemKey` on the measure's own row naming the same key.
 */
export type Rederive =
  | { table: string; columns: string[]; key: Expression; rowKey: Expression; itemKey: Expression }
  | Redelta;

/**
 * A one-row table a measure reads (a setting), by difference: when one of its `columns` changes,
 * the measure's rows are moved by the items' figures read with the new row (`reads('new_rows')`,
 * the measure's `join` reading that table from the update's rows) less those read with the old one,
 * for the items `changed` says may differ (their figures otherwise cancel out): one statement for
 * all the measures that read the table so, not every item counted again. The row is made once, by
 * a migration, and never deleted: only its updates are followed.
 */
export type Redelta = {
  table: string;
  columns: string[];
  reads: (rows: 'old_rows' | 'new_rows') => Expression;
  changed: Expression;
};

export type DailyTotal = {
  /** The name its rows carry in `report_daily.measure`. */
  measure: string;
  /** The table whose rows it counts (their writes keep it). */
  table: string;
  /** Other tables the row is joined to (`JOIN earning_additions e ON e.reference = ...`), per alias. */
  join?: Expression;
  /** Which rows count. */
  where: Expression;
  /** The instant whose local day the row counts on. */
  at: Expression;
  /** The admin it counts under. */
  owner: Expression;
  /** The fine dimensions; unset: empty (`''`, null). */
  project?: Expression;
  developer?: Expression;
  member?: Expression;
  detail?: Expression;
  /** The amount it adds (`value`; `valued` counts the rows where it is not null) and its commission. */
  value?: Expression;
  commission?: Expression;
  /** The tables the measure also reads (a deal's project, its broker's name). */
  rederive?: Rederive[];
  /**
   * The columns of its table its rows depend on: an update that changes none of them leaves the
   * measure alone (its rows are not read again to cancel out). Unset: every update is counted.
   */
  changes?: string[];
  /**
   * The same measure kept from another table's writes (an earning's deal moving to another admin):
   * its triggers move the rows, the recount counts them once, from the declaration without it.
   */
  mirror?: true;
};

const columns = 'measure, day, admin_id, project, developer, member_id, detail';
const figures = 'count, valued, value, commission';

/** One measure's figures for the row aliased `a`, as deltas of `sign`: a row of `fanned`'s VALUES. */
function figuresOf(total: DailyTotal, a: string, sign: 1 | -1): string {
  const value = total.value?.(a);
  const s = sign < 0 ? '-' : '';
  return [
    `'${total.measure}', (${total.at(a)} AT TIME ZONE '${totalsTimeZone}')::date, ${total.owner(a)}::uuid,`,
    `${total.project?.(a) ?? "''"}::text, ${total.developer?.(a) ?? "''"}::text, ${total.member?.(a) ?? 'NULL'}::uuid,`,
    `${total.detail?.(a) ?? "''"}::text, ${sign},`,
    value ? `${s}(${value} IS NOT NULL)::int,` : '0,',
    `${value ? `${s}coalesce(${value}, 0)` : '0'}::numeric,`,
    `${total.commission ? `${s}coalesce(${total.commission(a)}, 0)` : '0'}::numeric`,
  ].join(' ');
}

/**
 * The rows of measures that read their table alike (the same join and filter; aliased `a` in
 * `from`) as deltas of `sign`: the table and its join read once, each row fanned out to one row per
 * measure (a first move's eight timed measures read the working clock once, not eight times, and
 * plan as one branch, not eight).
 */
function fanned(totals: DailyTotal[], from: string, a: string, sign: 1 | -1): string {
  const [first] = totals as [DailyTotal];
  const rows = totals.map((total) => `(${figuresOf(total, a, sign)})`).join(',\n      ');
  return [
    `SELECT m.* FROM ${from} ${a} ${first.join?.(a) ?? ''}`,
    `CROSS JOIN LATERAL (VALUES ${rows}) AS m(${columns}, ${figures}) WHERE ${first.where(a)}`,
  ].join(' ');
}

/** `items` by their `key`, each key's in the order they come, the keys in the order they first come. */
export function groupedBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

/** `totals`' rows (aliased `a` in `from`) as deltas of `sign`: one branch per way of reading the table. */
export function selects(totals: DailyTotal[], from: string, a: string, sign: 1 | -1): string[] {
  return groupedBy(totals, (total) => `${total.join?.(a) ?? ''}\n${total.where(a)}`).map(([, group]) =>
    fanned(group, from, a, sign),
  );
}

/** Adds the `deltas` CTE's sums to report_daily, skipping keys whose sums cancel out. */
export const addTotals = [
  `INSERT INTO report_daily AS r (${columns}, ${figures})`,
  `SELECT ${columns}, sum(count)::int, sum(valued)::int, sum(value), sum(commission) FROM deltas`,
  `GROUP BY ${columns}`,
  'HAVING sum(count) <> 0 OR sum(valued) <> 0 OR sum(value) <> 0 OR sum(commission) <> 0',
  `ORDER BY ${columns}`,
  'ON CONFLICT ON CONSTRAINT report_daily_key DO UPDATE SET count = r.count + excluded.count,',
  '  valued = r.valued + excluded.valued, value = r.value + excluded.value,',
  '  commission = r.commission + excluded.commission;',
].join('\n  ');

export const withDeltas = (selects: string[]) =>
  `WITH deltas AS (\n    ${selects.join('\n    UNION ALL ')}\n  )`;

export const events = [
  ['inserted', 'AFTER INSERT', ['new_rows']],
  ['updated', 'AFTER UPDATE', ['old_rows', 'new_rows']],
  ['deleted', 'AFTER DELETE', ['old_rows']],
] as const;

/** The deltas of `totals` over a trigger's transition tables, added to report_daily. */
function addedFrom(totals: DailyTotal[], sides: readonly ('old_rows' | 'new_rows')[]): string {
  const branches = sides.flatMap((rows) =>
    selects(totals, rows, rows === 'old_rows' ? 'o' : 'n', rows === 'old_rows' ? -1 : 1),
  );
  return `${withDeltas(branches)}\n  ${addTotals}`;
}

/**
 * An update's statements: the measures that count every update, then each group of measures that
 * name the same `changes`, counted only when the update changed one of those columns on some row
 * (a move that is not an item's first leaves the response times' measures alone without reading
 * them). Each statement takes its rows in key order, and the groups' measures sort after the
 * others' (`rt_*`), so the locks keep report_daily's key order.
 */
function updateStatements(totals: DailyTotal[]): string[] {
  const always = totals.filter((total) => !total.changes);
  const groups = new Map<string, DailyTotal[]>();
  for (const total of totals.filter((each) => each.changes)) {
    const key = (total.changes ?? []).join(', ');
    groups.set(key, [...(groups.get(key) ?? []), total]);
  }
  const sides = ['old_rows', 'new_rows'] as const;
  const last =
    always
      .map((total) => total.measure)
      .sort()
      .at(-1) ?? '';
  const early = [...groups.values()].flat().find((total) => total.measure < last);
  if (early) {
    throw new Error(`${early.measure} names its changes but sorts before ${last}: report_daily's lock order`);
  }
  return [
    ...(always.length > 0 ? [addedFrom(always, sides)] : []),
    ...[...groups.entries()].map(([columns, group]) => {
      const of = (a: string) => columns.replaceAll(/(\w+)/g, `${a}.$1`);
      // A row whose columns changed is in the new rows and not the old: EXCEPT hashes both sides,
      // where a join of the transition tables (estimated at one row each) would compare every
      // pair, and a bulk update that changes none of them would read them all.
      return [
        `IF EXISTS (SELECT n.id, ${of('n')} FROM new_rows n EXCEPT SELECT o.id, ${of('o')} FROM old_rows o) THEN`,
        `  ${addedFrom(group, sides)}`,
        'END IF;',
      ].join('\n  ');
    }),
  ];
}

/**
 * Every counted table's three triggers. Named `<table>_totals_*` so they fire after the same
 * table's `_summary_*` and `_tabs_*` ones (PostgreSQL fires them in their names' order): every write
 * locks summary_counters, then summary_tab_counters, then report_daily, whatever the event.
 */
function tableTriggers(table: string, totals: DailyTotal[]): Triggered[] {
  return events.map(([done, when, sides]) => {
    const statements = done === 'updated' ? updateStatements(totals) : [addedFrom(totals, sides)];
    const f = fn(`${prefix}${table}_totals_${done}`, plpgsql([...statements, 'RETURN NULL;']));
    return { fn: f, trigger: trigger(table, `${table}_totals_${done}`, when, f.name) };
  });
}

/**
 * The roll-ups' own tables' functions and triggers, and their recount from scratch (the tables
 * they read besides: counted-states.rederive.ts).
 */
export function totalsSql(declared: readonly DailyTotal[]): { triggered: Triggered[]; recount: string[] } {
  const byTable = groupedBy(declared, (total) => total.table);
  const triggered = byTable.flatMap(([table, totals]) => tableTriggers(table, totals));
  if (declared.length === 0) return { triggered, recount: [] };
  const all = byTable.flatMap(([table, totals]) =>
    selects(
      totals.filter((total) => !total.mirror),
      table,
      'x',
      1,
    ),
  );
  const recount = [
    'DELETE FROM report_daily;',
    `${withDeltas(all).replaceAll('\n  ', '\n')}\n${addTotals.replaceAll('\n  ', '\n')}`,
  ];
  return { triggered, recount };
}
