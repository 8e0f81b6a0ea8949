import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, perDatabase } from './db.ts';
import type { FoundSession } from './session-cache.ts';

type Prepared<Row> = { execute: (values: { tokenHash: string; now: Date }) => Promise<Row[]> };

/**
 * The session whose token hashes to the look-up's `tokenHash` and that has not ended by its `now`:
 * the condition of every session look-up (admins' and members' sessions keep the same columns).
 */
export function liveSession(table: { tokenHash: PgColumn; expiresAt: PgColumn }): SQL | undefined {
  return and(eq(table.tokenHash, sql.placeholder('tokenHash')), gt(table.expiresAt, sql.placeholder('now')));
}

/**
 * The one way a session is found by its token's hash, for admins and members alike: every call of
 * the API makes one look-up, so its statement is prepared once per database (`prepare`, whose
 * where is `liveSession`); `toSession` turns the row into who is signed in. The result is what the
 * session cache keeps (core/session-cache.ts), with when the session itself ends.
 */
export function sessionLookup<Row extends { expiresAt: Date }, Session>(
  prepare: (db: Database) => Prepared<Row>,
  toSession: (row: Omit<Row, 'expiresAt'>, db: Database) => Session | Promise<Session>,
): (db: Database, tokenHash: string) => Promise<FoundSession<Session> | undefined> {
  const lookupOf = perDatabase(prepare);
  return async (db, tokenHash) => {
    const [row] = await lookupOf(db).execute({ tokenHash, now: new Date() });
    if (!row) return undefined;
    const { expiresAt, ...holder } = row;
    return { session: await toSession(holder, db), expiresAt };
  };
}
