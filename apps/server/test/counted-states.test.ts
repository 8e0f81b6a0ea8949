import fs from 'node:fs';
import path from 'node:path';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, countedStates } from '../src/app-api.ts';
import {
  type CountedRow,
  countedStatesDrift,
  countedStatesSql,
  generatedHeader,
  installCountedStates,
} from '../src/core/counted-states.ts';
import { migrationsFolder, rowsOf } from '../src/core/db.ts';
import { call, openTestDatabase, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';
import { fileRequest } from './request-builders.ts';

/**
 * The home counters and live events follow from the queue rows' `counted` states: the triggers are
 * generated from the rows and the areas' `countedItems` (core/counted-states.ts, docs/decisions/390)
 * and the migrations must install exactly those.
 */

const declared = apiAreas.flatMap((area) => area.countedItems ?? []);
/** The reports' roll-ups, generated with them (docs/decisions/511). */
const totals = apiAreas.flatMap((area) => area.dailyTotals ?? []);
const rows: readonly CountedRow[] = queueKinds;
/** The rows, with one queue counting other states. */
const counting = (kind: string, counted: string[]): CountedRow[] =>
  rows.map((row) => (row.kind === kind ? { ...row, counted } : row));

describe('the counting triggers generated from the rows', () => {
  it('are the ones the migrations install (else: npm run db:counted)', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      expect(await countedStatesDrift(handle.db, countedStates())).toEqual([]);
    } finally {
      await handle.close();
      await drop();
    }
    const newest = fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => fs.readFileSync(path.join(migrationsFolder, name), 'utf8'))
      .filter((text) => text.startsWith(generatedHeader))
      .at(-1);
    expect(newest).toBe(countedStates().migration);
  });

  it('lock the bells before the tabs on every table and event, so two writers never wait on each other', async () => {
    // PostgreSQL fires one table's triggers of one timing and event in their names' order. Were the
    // tabs' counters updated first on one event and the bells' first on another, a filing (insert)
    // and a re-assignment (an update of the items' owner) would each hold the row the other waits
    // for: a deadlock, seen as a 500 in home.concurrency.test.ts on PostgreSQL.
    const { handle, drop } = await openTestDatabase();
    try {
      const rows = rowsOf<{ table_name: string; name: string; events: number; fn: string }>(
        await handle.db.execute(sql`select c.relname as table_name, t.tgname as name, t.tgtype::int as events, p.proname as fn
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal and p.proname like 'summary\_%' order by c.relname, t.tgname`),
      );
      // tgtype: bit 0 row, bit 1 before, bits 2-4 insert/delete/update.
      const firing = new Map<string, string[]>();
      for (const row of rows) {
        if (row.events & 3) continue;
        for (const [event, bit] of [
          ['insert', 4],
          ['delete', 8],
          ['update', 16],
        ] as const) {
          if (!(row.events & bit)) continue;
          const key = `${row.table_name} after ${event}`;
          firing.set(key, [...(firing.get(key) ?? []), row.fn]);
        }
      }
      const tabsBeforeBells = [...firing].filter(([, fns]) => {
        const tabs = fns.findIndex((fn) => fn.includes('_tabs_'));
        const bells = fns.findIndex((fn) => !fn.includes('_tabs_') && !fn.includes('_owners'));
        return tabs !== -1 && bells !== -1 && tabs < bells;
      });
      expect(firing.size).toBeGreaterThan(0);
      expect(tabsBeforeBells).toEqual([]);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('change with a row: a state counted more is a database that differs', async () => {
    const changed = countedStatesSql(counting('form', ['new', 'pending', 'accept']), declared, totals);
    expect(changed.migration).not.toBe(countedStates().migration);
    expect(changed.migration).toContain(
      "'forms' AS counter, n.owner_id AS admin_id, NULL::timestamptz AS hour, 1 AS delta FROM new_rows n WHERE n.status IN ('new', 'pending', 'accept')",
    );
    const { handle, drop } = await openTestDatabase();
    try {
      expect(await countedStatesDrift(handle.db, changed)).toEqual([
        'function summary_forms_deleted differs',
        'function summary_forms_inserted differs',
        'function summary_forms_updated differs',
      ]);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('differ when a function runs with other settings than generated (JIT off in the bulk ones)', async () => {
    const bulk = countedStates().functions.find((f) => f.settings.length > 0);
    expect(bulk?.settings).toEqual(['jit=off']);
    const { handle, drop } = await openTestDatabase();
    try {
      await handle.db.execute(sql.raw(`ALTER FUNCTION ${bulk?.name}() RESET jit`));
      expect(await countedStatesDrift(handle.db, countedStates())).toEqual([
        `function ${bulk?.name} sets nothing, not jit=off`,
      ]);
      await installCountedStates(handle.db, countedStates());
      expect(await countedStatesDrift(handle.db, countedStates())).toEqual([]);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('refuse a row that counts a state it has not, or whose items no area places', () => {
    expect(() => countedStatesSql(counting('deal', ['new', 'approved']), declared, totals)).toThrow(
      'The queue deal counts states it does not have: approved',
    );
    const placed = declared.filter((items) => !('kind' in items.queue && items.queue.kind === 'cil'));
    expect(() => countedStatesSql(rows, placed, totals)).toThrow(
      'The queue cil counts states, but no area declares where its items live',
    );
    // A queue that counts nothing needs no place (the password-reset requests' bell is an alert).
    expect(rows.find((row) => row.kind === 'password_reset')?.counted).toEqual([]);
  });
});

describe('the home counters once the triggers of other rows are installed', () => {
  let t: TestApp;
  let superToken: string;
  let clientToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    superToken = await signInSuper(t);
    clientToken = (await buildMember(t, { user_type: 'Client', name: 'Counted Client' })).token;
  });
  afterAll(() => t.close());

  const waiting = async () =>
    (await call(t, 'GET', '/api/admin/summary', { token: superToken })).json().property_consultant;
  const markDone = async (id: string) => {
    const reply = await call(t, 'PUT', `/api/property_consultant/done/${id}`, { token: superToken });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  it('count what the rows count, the rows already there recounted', async () => {
    const first = await fileRequest(t, clientToken, '/api/app/property_consultant');
    await markDone(first._id);
    expect(await waiting()).toBe(0);

    // Property consultant requests counted when done too: the done one is counted at once.
    await installCountedStates(
      t.db,
      countedStatesSql(counting('property_consultant', ['non_done', 'done']), declared, totals),
    );
    expect(await waiting()).toBe(1);
    const second = await fileRequest(t, clientToken, '/api/app/property_consultant');
    expect(await waiting()).toBe(2);
    await markDone(second._id);
    expect(await waiting()).toBe(2);

    // The rows as they are: only the waiting ones count.
    await installCountedStates(t.db, countedStates());
    expect(await waiting()).toBe(0);
    const third = await fileRequest(t, clientToken, '/api/app/property_consultant');
    expect(await waiting()).toBe(1);
    await markDone(third._id);
    expect(await waiting()).toBe(0);
  });
});
