import type { AuditAction, AuditKind } from '@simsar/contract/audit';
import type { Move } from '@simsar/contract/transitions';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  type PgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type AuditAdmin, recordAudit, recordAudits } from './audit.ts';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';

/**
 * The columns every table moved by `transition` holds: its state, and who moved it last and when.
 * Spread into the table: `pgTable('deals', { id: ..., ...stateColumns(dealStates, 'new'), ... })`.
 * `state_changed_by` keeps the admin's id without a foreign key: an admin deleted later must not take
 * the history of what they did with them.
 */
export function stateColumns<State extends string>(states: readonly [State, ...State[]], initial: State) {
  return {
    status: text('status', { enum: states }).notNull().default(initial),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    stateChangedBy: uuid('state_changed_by'),
  };
}

/**
 * The first move of a queue's item (docs/decisions/512): when, by whom and under what name, as its
 * first audit entry by an admin has them. `transition` fills them on the move that finds them empty,
 * in the move's own UPDATE, at the audit entry's instant (the transaction's `now()`), so the response
 * times read them from the item instead of looking up its audit entries one by one.
 */
export function firstMoveColumns() {
  return {
    firstMovedAt: timestamp('first_moved_at', { withTimezone: true }),
    firstMoverId: uuid('first_mover_id'),
    firstMoverName: text('first_mover_name'),
  };
}

/**
 * The response times' reads of a table that keeps its first move: its items filed in a range, over
 * every admin and one owner's (modules/reports/reports.response.kept.ts).
 */
export function filedIndexes(name: string, table: Record<'createdAt' | 'ownerId', ExtraConfigColumn>) {
  return [
    index(`${name}_filed_idx`).on(table.createdAt),
    index(`${name}_owner_filed_idx`).on(table.ownerId, table.createdAt),
  ];
}

/** What a move sets on a table that keeps its first move: the columns kept when already filled. */
function firstMoveSet(columns: Record<string, AnyPgColumn>, by: AuditAdmin): Record<string, SQL> {
  const { firstMovedAt, firstMoverId, firstMoverName } = columns;
  if (!firstMovedAt || !firstMoverId || !firstMoverName || !by.id) return {};
  return {
    firstMovedAt: sql`coalesce(${firstMovedAt}, now())`,
    firstMoverId: sql`coalesce(${firstMoverId}, ${by.id}::uuid)`,
    firstMoverName: sql`coalesce(${firstMoverName}, ${by.name})`,
  };
}

/** What a move writes: the caller's columns, the first move if it is one, the state, who moved it and when. */
function moveSet(
  columns: Record<string, AnyPgColumn>,
  set: Record<string, unknown>,
  to: string,
  by: AuditAdmin,
  at: Date | undefined,
) {
  return {
    ...set,
    ...firstMoveSet(columns, by),
    status: to,
    stateChangedAt: at ?? new Date(),
    stateChangedBy: by.id,
  } as never;
}

type MovableTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  stateChangedAt: AnyPgColumn;
  stateChangedBy: AnyPgColumn;
};

export type TransitionOptions<State extends string> = {
  id: string;
  move: Move<State>;
  /** The admin making the move (recorded on the row and in the audit log). */
  by: AuditAdmin;
  /** Other columns the move sets (an accepted deal's date and final value...). */
  set?: Record<string, unknown>;
  /** When the move happens (default: now); a queue with a service clock passes its own clock's now. */
  at?: Date;
  /** What the caller may see of the table (ownership); an id outside it is not found. */
  scope?: SQL;
  /** A condition the move needs besides the state (a flag, a kind): when it fails, 409 as for a moved item. */
  guard?: SQL;
  /** The move ends the item: the guarded statement deletes the row instead (audited with `before` only). */
  deletes?: boolean;
  notFound: string;
  /** The 409's message, from the state the item is in now. */
  conflict: (current: State) => string;
  /** Fields the audit entry keeps in `before` besides the moved ones (who a deleted item was). */
  details?: Record<string, unknown>;
  /**
   * The audit entry's kind of item, one the audit filter offers: named by the caller, never taken
   * from the table's name (docs/decisions/260).
   */
  kind: AuditKind;
  /**
   * The audit entry's action (the move's name: 'accept'...); default: the state moved to, which a
   * form's, deal's or CIL's moves reach (pending, accept, rejected: labelled, audit.test.ts).
   */
  action?: AuditAction;
};

/**
 * The one transition helper (ARCHITECTURE.md, state transitions): one guarded
 * UPDATE that changes the row only while it is in one of the move's `from` states. Of two admins
 * acting on one item at once exactly one wins; the other gets 409 with the item unchanged. An unknown
 * id (or one outside `scope`) gets 404.
 *
 * Every move is audited: the row is locked and read, moved, and the audit entry
 * (state and `set` columns before and after) written in one transaction — `db`'s own when `db` is
 * already a transaction (a savepoint), a new one otherwise.
 *
 * A counter and a live event follow, with no call here: a move into or out of one of its queue's
 * `counted` states (the queue's row, `counted: ['new', 'pending']`) changes the queue's home counter
 * (summary_counters) in this same transaction, and the counter's change is announced to the
 * consoles on `liveEventsChannel` at commit (never for a move rolled back). Both are the database's
 * triggers, generated from the rows' `counted` and the areas' `countedItems` (core/counted-states.ts,
 * `npm run db:counted`, docs/decisions/390), so any other write (a seed, a cascade, a member's
 * deletion) is counted the same way.
 */
export async function transition<State extends string>(
  db: Executor,
  table: MovableTable,
  options: TransitionOptions<State>,
): Promise<void> {
  const { id, move, by, set = {}, at, scope, guard, deletes, notFound, conflict } = options;
  const columns = table as unknown as Record<string, AnyPgColumn>;
  // The audit names fields by their columns (admin_id, not adminId), as every other entry does.
  const named = (key: string) => columns[key]?.name ?? key;
  const watched: Record<string, AnyPgColumn> = { status: table.status };
  for (const key of Object.keys(set)) if (columns[key]) watched[named(key)] = columns[key];
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select(watched)
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', notFound);
    if (!(move.from as readonly unknown[]).includes(current.status)) {
      throw new AppError('CONFLICT', conflict(current.status as State));
    }
    const where = and(eq(table.id, id), inArray(table.status, [...move.from]), guard, scope);
    const [moved] = deletes
      ? await tx.delete(table).where(where).returning({ id: table.id })
      : await tx
          .update(table)
          .set(moveSet(columns, set, move.to, by, at))
          .where(where)
          .returning({ ...watched, id: table.id });
    if (!moved) throw new AppError('CONFLICT', conflict(current.status as State));
    await recordAudit(tx, {
      admin: by,
      action: options.action ?? (move.to as AuditAction),
      kind: options.kind,
      itemId: String(id),
      before: { ...options.details, ...current },
      // What the row holds now, as written (a `set` value may be SQL, such as a column's own value).
      ...(!deletes && {
        after: Object.fromEntries(
          Object.keys(watched).map((key) => [key, (moved as Record<string, unknown>)[key]]),
        ),
      }),
    });
  });
}

/** `transition` on many items at once: the ids, and the columns of each moved row to give back. */
export type TransitionManyOptions<State extends string> = Omit<TransitionOptions<State>, 'id' | 'deletes'> & {
  ids: readonly string[];
  /** Columns each moved row gives back beside its id (whom to tell of the move). */
  returning?: Record<string, AnyPgColumn>;
};

/** What came of one id of `transitionMany`: moved (with its `returning` columns), or the single move's error. */
export type TransitionOutcome = { id: string; error?: AppError; row?: Record<string, unknown> };

const idKey = '__transitionId';

/**
 * The single `transition` on many items, as a bulk move makes it (docs/decisions/422): in one
 * transaction, the items locked and read in one statement, moved in one guarded UPDATE, and audited
 * in one insert, each item as its own `transition` would (an unknown id or one outside `scope` 404,
 * one in another state or failing `guard` 409 with the message of the state it is in, one entry
 * each for the moved). The counters and live events follow from the database's triggers, as for one.
 * Outcomes come in the order of `ids`.
 */
export async function transitionMany<State extends string>(
  db: Executor,
  table: MovableTable,
  options: TransitionManyOptions<State>,
): Promise<TransitionOutcome[]> {
  const { ids, move, by, set = {}, at, scope, guard, notFound, conflict, returning = {} } = options;
  if (ids.length === 0) return [];
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const named = (key: string) => columns[key]?.name ?? key;
  const watched: Record<string, AnyPgColumn> = { status: table.status };
  for (const key of Object.keys(set)) if (columns[key]) watched[named(key)] = columns[key];
  return db.transaction(async (tx) => {
    // Locked in the ids' order, so two bulk moves over the same items wait for each other, never deadlock.
    const found = await tx
      .select({ ...watched, [idKey]: table.id })
      .from(table as PgTable)
      .where(and(inArray(table.id, [...ids]), scope))
      .orderBy(table.id)
      .for('update');
    const current = new Map(
      found.map(({ [idKey]: id, ...row }) => [String(id), row as Record<string, unknown>] as const),
    );
    const movable = ids.filter((id) =>
      (move.from as readonly unknown[]).includes(current.get(id)?.status ?? Symbol('absent')),
    );
    const moved = new Map<string, Record<string, unknown>>();
    if (movable.length > 0) {
      const rows = await tx
        .update(table)
        .set(moveSet(columns, set, move.to, by, at))
        .where(and(inArray(table.id, movable), inArray(table.status, [...move.from]), guard, scope))
        .returning({ ...watched, ...returning, [idKey]: table.id });
      for (const row of rows as Record<string, unknown>[]) moved.set(String(row[idKey]), row);
    }
    const outcomes: TransitionOutcome[] = ids.map((id) => {
      const before = current.get(id);
      if (!before) return { id, error: new AppError('NOT_FOUND', notFound) };
      const row = moved.get(id);
      if (!row) return { id, error: new AppError('CONFLICT', conflict(before.status as State)) };
      return { id, row };
    });
    await recordAudits(
      tx,
      outcomes.flatMap(({ id, row }) => {
        if (!row) return [];
        return [
          {
            admin: by,
            action: options.action ?? (move.to as AuditAction),
            kind: options.kind,
            itemId: id,
            before: { ...options.details, ...current.get(id) },
            after: Object.fromEntries(Object.keys(watched).map((key) => [key, row[key]])),
          },
        ];
      }),
    );
    return outcomes;
  });
}
