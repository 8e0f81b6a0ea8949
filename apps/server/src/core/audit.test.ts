import { defineMoves } from '@simsar/contract/transitions';
import { desc, eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { auditEntries } from './audit.schema.ts';
import { changedFields, recordAudit } from './audit.ts';
import { AppError } from './errors.ts';
import { stateColumns, transition } from './transitions.ts';

// A queue of the kind the areas build, on a table made for this test only.
const states = ['new', 'done', 'dropped'] as const;
const moves = defineMoves({
  finish: { from: ['new'], to: 'done' },
  drop: { from: ['new'], to: 'dropped' },
});
const chores = pgTable('audit_test_chores', {
  id: uuid('id').primaryKey().defaultRandom(),
  note: text('note'),
  ...stateColumns(states, 'new'),
});
const admin = { id: '00000000-0000-4000-8000-000000000001', name: 'Mona', ip: '10.0.0.7' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`create table audit_test_chores (
    id uuid primary key default gen_random_uuid(), note text,
    status text not null default 'new', state_changed_at timestamptz, state_changed_by uuid)`);
});
afterAll(() => t.close());

async function newChore(): Promise<string> {
  const [row] = await t.db.insert(chores).values({ note: 'first' }).returning({ id: chores.id });
  return (row as { id: string }).id;
}

function entriesOf(itemId: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.itemId, itemId))
    .orderBy(desc(auditEntries.at));
}

// The chores are audited under a kind the filter offers: `transition` takes no other (decision 260).
const options = {
  kind: 'feedback',
  notFound: 'No such chore',
  conflict: (current: string) => `Already ${current}`,
} as const;

describe('transition() audits every move', () => {
  it('writes who, which item, the state and the set columns before and after', async () => {
    const id = await newChore();
    await transition(t.db, chores, {
      id,
      move: moves.finish,
      by: admin,
      set: { note: 'second' },
      ...options,
    });
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminName: 'Mona',
      ip: '10.0.0.7',
      action: 'done',
      kind: 'feedback',
      before: { status: 'new', note: 'first' },
      after: { status: 'done', note: 'second' },
    });
  });

  it('takes the kind and action the caller names', async () => {
    const id = await newChore();
    await transition(t.db, chores, {
      id,
      move: moves.drop,
      by: admin,
      ...options,
      kind: 'form',
      action: 'remove',
    });
    expect((await entriesOf(id))[0]).toMatchObject({ kind: 'form', action: 'remove' });
  });

  it('writes nothing when the move is refused, and nothing stays when the caller rolls back', async () => {
    const id = await newChore();
    await transition(t.db, chores, { id, move: moves.finish, by: admin, ...options });
    await expect(transition(t.db, chores, { id, move: moves.drop, by: admin, ...options })).rejects.toThrow(
      'Already done',
    );
    expect(await entriesOf(id)).toHaveLength(1);

    const other = await newChore();
    await expect(
      t.db.transaction(async (tx) => {
        await transition(tx, chores, { id: other, move: moves.finish, by: admin, ...options });
        throw new AppError('CONFLICT', 'the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(await entriesOf(other)).toHaveLength(0);
    const [row] = await t.db.select().from(chores).where(eq(chores.id, other));
    expect(row?.status).toBe('new');
  });

  it('lets exactly one of two racing moves through, with one entry', async () => {
    const id = await newChore();
    const results = await Promise.allSettled([
      transition(t.db, chores, { id, move: moves.finish, by: admin, ...options }),
      transition(t.db, chores, { id, move: moves.drop, by: admin, ...options }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await entriesOf(id)).toHaveLength(1);
  });
});

describe('transition() with a guard and a deleting move', () => {
  it('refuses with 409 when the guard fails and audits a deletion with its state before', async () => {
    const id = await newChore();
    const guard = sql`${chores.note} = 'not this one'`;
    await expect(
      transition(t.db, chores, { id, move: moves.finish, by: admin, guard, ...options }),
    ).rejects.toThrow('Already new');
    expect(await entriesOf(id)).toHaveLength(0);
    await transition(t.db, chores, {
      id,
      move: moves.drop,
      by: admin,
      deletes: true,
      action: 'remove',
      ...options,
    });
    expect(await t.db.select().from(chores).where(eq(chores.id, id))).toEqual([]);
    expect((await entriesOf(id))[0]).toMatchObject({
      action: 'remove',
      before: { status: 'new' },
      after: null,
    });
  });
});

describe('recordAudit', () => {
  it('keeps the changed fields only and never a password, hash or token', async () => {
    expect(
      changedFields(
        { name: 'A', phone: '1', passwordHash: 'x', token: 't' },
        { name: 'B', phone: '1', password: 'p', at: new Date('2026-01-01T00:00:00Z') },
      ),
    ).toEqual({ before: { name: 'A' }, after: { name: 'B', at: '2026-01-01T00:00:00.000Z' } });
    await recordAudit(t.db, {
      admin,
      action: 'delete',
      kind: 'content',
      itemId: 'x-1',
      before: { note: 'n' },
    });
    expect((await entriesOf('x-1'))[0]).toMatchObject({ before: { note: 'n' }, after: null });
  });
});
