import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type CountedItems,
  fn,
  type GeneratedTrigger,
  members,
  plpgsql,
  prefix,
  quote,
  type Triggered,
  trigger,
} from './counted-states.parts.ts';

/**
 * The queue items' owner columns and their tabs' counts, generated from the same declarations as the
 * home counters (the areas' `countedItems`, docs/decisions/390, 400, 401). Every items table whose
 * items belong to members keeps, on each item, the admin of its member (`ownerColumn`): set as it is
 * filed (or its member changes), moved with its member's assignment (one member, bulk, the
 * assignment rule, un-assignment, its admin's deletion: every one an UPDATE of `users.admin_id`), all
 * in the writing transaction. And `summary_tab_counters` holds how many items of each queue are in
 * each state, by that owner: a queue page's total is read, not counted.
 */

/** One items table as the owners' triggers read it. */
type OwnedTable = {
  table: string;
  member: string;
  owner: string;
  status: string;
  /** The queue an item (aliased `a`) is in: its one kind, or its column naming it. */
  queueOf: (a: string) => string;
};

export const tabCountersKey = 'summary_tab_counters_key';

/** The declared tables whose items belong to members, each once (the request queues share one). */
export function ownedTables(declared: readonly CountedItems[]): OwnedTable[] {
  const byTable = new Map<string, OwnedTable>();
  for (const items of declared) {
    if (!('member' in items.owner)) continue;
    const table = getTableName(items.status.table);
    const { member, ownerColumn } = items.owner;
    if (getTableName(ownerColumn.table) !== table || getTableName(member.table) !== table)
      throw new Error(`The owner and member columns of ${table}'s items must be ${table}'s own`);
    const queue = items.queue;
    const queueOf =
      'kind' in queue ? () => quote(queue.kind) : (a: string) => `${a}.${(queue.column as PgColumn).name}`;
    const found = byTable.get(table);
    if (found) {
      if (found.queueOf('a') !== queueOf('a') || 'kind' in queue)
        throw new Error(`Two queues of ${table} must name their queue in one column`);
      continue;
    }
    byTable.set(table, {
      table,
      member: member.name,
      owner: ownerColumn.name,
      status: items.status.name,
      queueOf,
    });
  }
  return [...byTable.values()];
}

const tabUpsert = [
  'INSERT INTO summary_tab_counters AS t (queue, state, admin_id, count)',
  'SELECT queue, state, admin_id, sum(delta)::int FROM deltas',
  'GROUP BY queue, state, admin_id HAVING sum(delta) <> 0 ORDER BY queue, state, admin_id',
  `ON CONFLICT ON CONSTRAINT ${tabCountersKey} DO UPDATE SET count = t.count + excluded.count;`,
].join('\n  ');

/** An items table's owner, set from its member as it is written, and its tabs' counts. */
function tableTriggers(owned: OwnedTable): Triggered[] {
  const { table, member, owner, status } = owned;
  // The member's row is read FOR SHARE: its re-assignment waits for this transaction, or this
  // filing for the re-assignment, so no item keeps the admin its member had before.
  const ownerFn = fn(
    `${prefix}${table}_owner`,
    plpgsql([
      `SELECT admin_id INTO NEW.${owner} FROM ${members} WHERE id = NEW.${member} FOR SHARE;`,
      'RETURN NEW;',
    ]),
  );
  const ownerTrigger: GeneratedTrigger = {
    name: `${table}_summary_owner`,
    table,
    fn: ownerFn.name,
    sql: `CREATE TRIGGER ${table}_summary_owner BEFORE INSERT OR UPDATE OF ${member}, ${owner} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${ownerFn.name}();`,
  };
  const side = (rows: 'old_rows' | 'new_rows') => {
    const a = rows === 'old_rows' ? 'o' : 'n';
    const delta = rows === 'old_rows' ? -1 : 1;
    return `SELECT ${owned.queueOf(a)} AS queue, ${a}.${status}::text AS state, ${a}.${owner} AS admin_id, ${delta} AS delta FROM ${rows} ${a}`;
  };
  const tabs = (sides: ('old_rows' | 'new_rows')[]) =>
    plpgsql([
      `WITH deltas AS (\n    ${sides.map(side).join('\n    UNION ALL ')}\n  )\n  ${tabUpsert}`,
      'RETURN NULL;',
    ]);
  const events = [
    ['inserted', 'AFTER INSERT', ['new_rows']],
    ['updated', 'AFTER UPDATE', ['old_rows', 'new_rows']],
    ['deleted', 'AFTER DELETE', ['old_rows']],
  ] as const;
  return [
    { fn: ownerFn, trigger: ownerTrigger },
    ...events.map(([done, when, sides]) => {
      const f = fn(`${prefix}${table}_tabs_${done}`, tabs([...sides]));
      // Named to fire after the bells' `${table}_summary_${done}` (PostgreSQL fires a table's triggers
      // of one event in their names' order): every write then locks summary_counters' rows before
      // summary_tab_counters', whatever the event. With `_summary_tabs_` an update took the tabs first
      // and an insert the bells first, and a filing and a re-assignment deadlocked (40P01).
      return { fn: f, trigger: trigger(table, `${table}_tabs_${done}`, when, f.name) };
    }),
  ];
}

/** A member moved to another admin (or to none) takes their items' owner along. */
function membersMoved(tables: OwnedTable[]): Triggered[] {
  if (tables.length === 0) return [];
  const moved = `SELECT n.id, n.admin_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.admin_id IS DISTINCT FROM n.admin_id`;
  const updates = tables.map(
    ({ table, member, owner }) =>
      `  UPDATE ${table} x SET ${owner} = m.admin_id FROM (${moved}) m WHERE x.${member} = m.id AND x.${owner} IS DISTINCT FROM m.admin_id;`,
  );
  const f = fn(
    `${prefix}users_owners`,
    plpgsql([`IF EXISTS (${moved}) THEN`, ...updates, 'END IF;', 'RETURN NULL;']),
  );
  return [{ fn: f, trigger: trigger(members, 'users_summary_owners', 'AFTER UPDATE', f.name) }];
}

/** The owners' and tab counts' triggers of every declared items table. */
export function ownerTriggers(declared: readonly CountedItems[]): Triggered[] {
  const tables = ownedTables(declared);
  return [...tables.flatMap(tableTriggers), ...membersMoved(tables)];
}

/**
 * Before the triggers: each item's owner from its member as the rows stand (the migration that adds
 * the column fills it so). After them: the tabs counted from scratch.
 */
export function ownerBackfill(declared: readonly CountedItems[]): string[] {
  return ownedTables(declared).map(
    ({ table, member, owner }) =>
      `UPDATE ${table} x SET ${owner} = u.admin_id FROM ${members} u WHERE u.id = x.${member} AND x.${owner} IS DISTINCT FROM u.admin_id;`,
  );
}

export function tabRecount(declared: readonly CountedItems[]): string[] {
  const counted = ownedTables(declared).map(
    ({ table, owner, status, queueOf }) =>
      `SELECT ${queueOf('x')} AS queue, x.${status}::text AS state, x.${owner} AS admin_id FROM ${table} x`,
  );
  if (counted.length === 0) return ['DELETE FROM summary_tab_counters;'];
  return [
    'DELETE FROM summary_tab_counters;',
    `INSERT INTO summary_tab_counters (queue, state, admin_id, count)\nSELECT queue, state, admin_id, count(*)::int FROM (\n  ${counted.join('\n  UNION ALL ')}\n) AS items\nGROUP BY queue, state, admin_id;`,
  ];
}
