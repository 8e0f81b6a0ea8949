import { sql } from 'drizzle-orm';
import {
  type MemberParts,
  memberDeleting,
  membersInserted,
  membersUpdated,
} from './counted-states.members.ts';
import { ownerBackfill, ownerTriggers, tabRecount } from './counted-states.owners.ts';
import {
  type CountedItems,
  type CountedRow,
  type CountedStatesSql,
  counterOf,
  fn,
  type GeneratedFunction,
  type GeneratedTrigger,
  generatedHeader,
  hourOf,
  isCounted,
  itemFunctions,
  liveEventsChannel,
  members,
  ownerOf,
  plpgsql,
  prefix,
  quote,
  type Resolved,
  resolve,
  type Triggered,
  trigger,
} from './counted-states.parts.ts';
import { redeltaTriggers, rederiveTriggers } from './counted-states.rederive.ts';
import { type DailyTotal, totalsSql } from './counted-states.totals.ts';
import { type Executor, rowsOf } from './db.ts';

/**
 * The home counters and the live events, generated (docs/decisions/390). Each queue's row says in
 * which states its items wait (`counted`, packages/contract/src/queue-kind-row.ts); each area says
 * where those items live (`countedItems` on its `ApiArea`). From the two this module writes the
 * triggers that keep `summary_counters` (and `summary_waiting_hours`) in the same transaction as
 * every write, whichever code path makes it (each item counted under its owner column, kept with
 * the tab counters by counted-states.owners.ts, docs/decisions/400, 401), and the trigger that
 * announces each counter's change on `liveEventsChannel` at commit (docs/decisions/120, 220).
 * `npm run db:counted` puts them in a
 * migration; `counted-states.test.ts` fails while the migrated database's triggers differ from them.
 */

export {
  type CountedItems,
  type CountedRow,
  type CountedStatesSql,
  type GeneratedFunction,
  type GeneratedTrigger,
  generatedHeader,
  liveEventsChannel,
};

function itemTriggers(entry: Resolved): Triggered[] {
  const events = [
    ['inserted', 'AFTER INSERT'],
    ['updated', 'AFTER UPDATE'],
    ['deleted', 'AFTER DELETE'],
  ] as const;
  return itemFunctions(entry).map((f, index) => {
    const [done, when] = events[index] ?? events[0];
    return { fn: f, trigger: trigger(entry.table, `${entry.table}_summary_${done}`, when, f.name) };
  });
}

/**
 * What every database counts the same way: a deleted admin's rows (bells and tabs), all zero by then (their members
 * have moved to no admin, the foreign key's SET NULL, counted above), go; and the live event, every
 * change of a counter announced from the transaction that makes it (PostgreSQL delivers it at
 * commit, never for a rolled-back change) with the counter's name and the admin it counts for
 * (empty: no admin), no item data (docs/decisions/220).
 */
function fixedTriggers(): Triggered[] {
  const adminsDeleted = fn(
    `${prefix}admins_deleted`,
    plpgsql([
      'DELETE FROM summary_counters WHERE admin_id IN (SELECT id FROM old_rows) AND count = 0;',
      'DELETE FROM summary_waiting_hours WHERE admin_id IN (SELECT id FROM old_rows) AND count = 0;',
      'DELETE FROM summary_tab_counters WHERE admin_id IN (SELECT id FROM old_rows) AND count = 0;',
      'RETURN NULL;',
    ]),
  );
  const counterChanged = fn(
    `${prefix}counter_changed`,
    plpgsql([
      `IF TG_OP = 'UPDATE' AND NEW.count = OLD.count THEN RETURN NULL; END IF;`,
      `PERFORM pg_notify(${quote(liveEventsChannel)}, NEW.counter || ' ' || coalesce(NEW.admin_id::text, ''));`,
      'RETURN NULL;',
    ]),
  );
  return [
    {
      fn: adminsDeleted,
      trigger: trigger('admins', 'admins_summary_deleted', 'AFTER DELETE', adminsDeleted.name),
    },
    {
      fn: counterChanged,
      trigger: trigger(
        'summary_counters',
        'summary_counter_changed',
        'AFTER INSERT OR UPDATE',
        counterChanged.name,
      ),
    },
  ];
}

/** Drops every generated (or hand-written, 0015 and 0021) `summary_*` function, with its triggers. */
const dropAll = [
  'DO $$',
  'DECLARE f regprocedure;',
  'BEGIN',
  `  FOR f IN SELECT oid FROM pg_proc WHERE proname LIKE '${prefix.replace('_', '\\_')}%' AND pronamespace = current_schema()::regnamespace LOOP`,
  `    EXECUTE format('DROP FUNCTION %s CASCADE', f);`,
  '  END LOOP;',
  'END $$;',
].join('\n');

/**
 * The trigger SQL the rows and the areas' declarations call for: its functions, its triggers, the
 * recount of the rows already there, and the migration that installs them all in place of whatever
 * `summary_*` functions the database holds.
 */
export function countedStatesSql(
  rows: readonly CountedRow[],
  declared: readonly CountedItems[],
  totals: readonly DailyTotal[],
): CountedStatesSql {
  const resolved = resolve(rows, declared);
  const own = resolved.filter((entry) => 'admin' in entry.items.owner);
  const owned = resolved.filter((entry) => 'member' in entry.items.owner);
  for (const entry of own) {
    if (entry.table !== members)
      throw new Error(`Only members count under their own admin, not ${entry.table}`);
  }
  const parts: MemberParts = { own };
  const daily = totalsSql(totals);
  const triggered = [
    ...owned.flatMap(itemTriggers),
    ...membersInserted(parts),
    ...membersUpdated(parts),
    ...memberDeleting(parts),
    ...ownerTriggers(declared),
    ...fixedTriggers(),
    ...daily.triggered,
    ...rederiveTriggers(totals),
    ...redeltaTriggers(totals),
  ];
  const functions = triggered.map((entry) => entry.fn);
  const triggers = triggered.map((entry) => entry.trigger);
  const recount = [...recountOf(resolved), ...tabRecount(declared), ...daily.recount];
  // The items' owners are filled before the triggers, which would otherwise recount each row moved.
  const statements = [
    dropAll,
    ...ownerBackfill(declared),
    ...functions.map((f) => f.sql),
    ...triggers.map((t) => t.sql),
    ...recount,
  ];
  const migration = `${generatedHeader}\n${statements.join('\n--> statement-breakpoint\n')}\n`;
  return { functions, triggers, recount, migration };
}

function recountOf(resolved: Resolved[]): string[] {
  const counted = resolved.map((entry) =>
    'admin' in entry.items.owner
      ? `SELECT ${counterOf(entry, 'x')} AS counter, x.${entry.items.owner.admin.name} AS admin_id, NULL::timestamptz AS hour FROM ${entry.table} x WHERE ${isCounted(entry, 'x')}`
      : `SELECT ${counterOf(entry, 'x')} AS counter, x.${ownerOf(entry)} AS admin_id, ${hourOf(entry, 'x')} AS hour FROM ${entry.table} x WHERE ${isCounted(entry, 'x')}`,
  );
  const items = `(\n  ${counted.join('\n  UNION ALL ')}\n) AS items`;
  return [
    'DELETE FROM summary_counters;',
    'DELETE FROM summary_waiting_hours;',
    `INSERT INTO summary_counters (counter, admin_id, count)\nSELECT counter, admin_id, count(*)::int FROM ${items}\nGROUP BY admin_id, counter;`,
    `INSERT INTO summary_waiting_hours (queue, admin_id, hour, count)\nSELECT counter, admin_id, hour, count(*)::int FROM ${items}\nWHERE hour IS NOT NULL GROUP BY admin_id, counter, hour;`,
  ];
}

/**
 * How the database's counting triggers differ from `generated`: a line per function whose body or
 * settings (JIT off in the bulk ones) differ, missing or left over, and per trigger missing or left
 * over. None: they agree.
 */
export async function countedStatesDrift(db: Executor, generated: CountedStatesSql): Promise<string[]> {
  const installed = rowsOf<{ name: string; body: string; settings: string[] | null }>(
    await db.execute(sql`select proname as name, prosrc as body, proconfig as settings from pg_proc
      where proname like ${`${prefix.replace('_', '\\_')}%`} and pronamespace = current_schema()::regnamespace`),
  );
  const triggers = rowsOf<{ name: string; table_name: string; fn: string }>(
    await db.execute(sql`select t.tgname as name, c.relname as table_name, p.proname as fn
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like ${`${prefix.replace('_', '\\_')}%`}`),
  );
  const drift: string[] = [];
  const byName = new Map(installed.map((row) => [row.name, row]));
  for (const f of generated.functions) {
    const found = byName.get(f.name);
    if (found === undefined) drift.push(`function ${f.name} is missing`);
    else if (found.body !== f.body) drift.push(`function ${f.name} differs`);
    else if ((found.settings ?? []).join(',') !== f.settings.join(','))
      drift.push(
        `function ${f.name} sets ${found.settings?.join(', ') || 'nothing'}, not ${f.settings.join(', ') || 'nothing'}`,
      );
    byName.delete(f.name);
  }
  for (const name of byName.keys()) drift.push(`function ${name} is left over`);
  const key = (t: { name: string; table: string; fn: string }) =>
    `trigger ${t.name} on ${t.table} -> ${t.fn}`;
  const want = new Set(generated.triggers.map(key));
  const have = new Set(triggers.map((t) => key({ name: t.name, table: t.table_name, fn: t.fn })));
  for (const t of want) if (!have.has(t)) drift.push(`${t} is missing`);
  for (const t of have) if (!want.has(t)) drift.push(`${t} is left over`);
  return drift.sort();
}

/** Runs the generated migration's statements on `db`, in one transaction. */
export async function installCountedStates(db: Executor, generated: CountedStatesSql): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of generated.migration.split('--> statement-breakpoint')) {
      await tx.execute(sql.raw(statement));
    }
  });
}
