import { fn, plpgsql, prefix, type Triggered, trigger } from './counted-states.parts.ts';
import {
  addTotals,
  type DailyTotal,
  events,
  groupedBy,
  type Redelta,
  type Rederive,
  selects,
  withDeltas,
} from './counted-states.totals.ts';

/**
 * The roll-ups' triggers on the tables a measure reads besides its own (decisions 511, 572): a
 * change there derives the measure's rows again, by key or by difference.
 */

type Keyed = Exclude<Rederive, Redelta>;

/**
 * The measures that read another table by key, each group of measures reading it alike (the same
 * columns and keys: the 32 response-time measures that read the clock) in one function per event:
 * their rows of the keys touched deleted and derived again, every item table read once. Named after
 * the group's first measure.
 */
export function rederiveTriggers(declared: readonly DailyTotal[]): Triggered[] {
  const reading = declared.flatMap((total) =>
    (total.rederive ?? []).flatMap((source) => ('reads' in source ? [] : [{ total, source }])),
  );
  const sameReading = ({ source }: { source: Keyed }) =>
    [source.table, source.columns.join(), source.key('a'), source.rowKey('r'), source.itemKey('x')].join(
      '\n',
    );
  return groupedBy(reading, sameReading).flatMap(([, group]) => {
    const [{ total: first, source }] = group as [{ total: DailyTotal; source: Keyed }];
    const totals = group.map(({ total }) => total);
    const changed = source.columns.map((column) => `o.${column} IS DISTINCT FROM n.${column}`).join(' OR ');
    const keysOf = {
      inserted: `SELECT ${source.key('n')} AS key FROM new_rows n`,
      updated: `SELECT k.key FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL (VALUES (${source.key('o')}), (${source.key('n')})) AS k(key) WHERE ${changed}`,
      deleted: `SELECT ${source.key('o')} AS key FROM old_rows o`,
    };
    const measures = totals.map((total) => `'${total.measure}'`).join(', ');
    return events.map(([done, when]) => {
      const keys = keysOf[done];
      const ofKeys = totals.map((total) => ({
        ...total,
        where: (a: string) => `${total.where(a)} AND ${source.itemKey(a)} IN (${keys})`,
      }));
      const branches = groupedBy(ofKeys, (total) => total.table).flatMap(([items, ofItems]) =>
        selects(ofItems, items, 'x', 1),
      );
      const f = fn(
        `${prefix}${source.table}_${first.measure}_${done}`,
        plpgsql([
          `IF NOT EXISTS (${keys}) THEN RETURN NULL; END IF;`,
          `DELETE FROM report_daily r WHERE r.measure IN (${measures}) AND ${source.rowKey('r')} IN (${keys});`,
          `${withDeltas(branches)}\n  ${addTotals}`,
          'RETURN NULL;',
        ]),
        'bulk',
      );
      return {
        fn: f,
        trigger: trigger(source.table, `${source.table}_${first.measure}_${done}`, when, f.name),
      };
    });
  });
}

/**
 * The measures that read a one-row table by difference (`Redelta`), by that table: on an update of
 * one of its columns, the measures' rows read with the new row less those read with the old one,
 * of the items that may differ, every item table in one statement.
 */
export function redeltaTriggers(declared: readonly DailyTotal[]): Triggered[] {
  type Reading = { total: DailyTotal; source: Redelta };
  const reading: Reading[] = declared.flatMap((total) =>
    (total.rederive ?? []).flatMap((source) => ('reads' in source ? [{ total, source }] : [])),
  );
  // A measure read with the row of `rows`, for the items that may differ.
  const readWith =
    (rows: 'old_rows' | 'new_rows') =>
    ({ total, source }: Reading): DailyTotal => ({
      ...total,
      join: source.reads(rows),
      where: (a) => `${total.where(a)} AND ${source.changed(a)}`,
    });
  return groupedBy(reading, ({ source }) => source.table).map(([table, measures]) => {
    const [{ source }] = measures as [Reading];
    const changed = source.columns.map((column) => `o.${column} IS DISTINCT FROM n.${column}`).join(' OR ');
    // One statement for every item table: its rows taken in report_daily's key order, as a move's.
    const branches = groupedBy(
      measures.map(({ total }) => total),
      (total) => total.table,
    ).flatMap(([items]) => {
      const ofItems = measures.filter(({ total }) => total.table === items);
      return [
        ...selects(ofItems.map(readWith('old_rows')), items, 'x', -1),
        ...selects(ofItems.map(readWith('new_rows')), items, 'x', 1),
      ];
    });
    const f = fn(
      `${prefix}${table}_totals_redelta`,
      plpgsql([
        `IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON true WHERE ${changed}) THEN RETURN NULL; END IF;`,
        `${withDeltas(branches)}\n  ${addTotals}`,
        'RETURN NULL;',
      ]),
      'bulk',
    );
    return { fn: f, trigger: trigger(table, `${table}_totals_redelta`, 'AFTER UPDATE', f.name) };
  });
}
