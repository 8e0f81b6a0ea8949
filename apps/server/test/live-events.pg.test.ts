import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, postgresPool } from '../src/core/db.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { checkLiveEventsAcrossProcesses, openStream, startSecondProcess } from './live-events.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two app instances with pools of their
// own on one database, as two server processes are; the events cross through LISTEN/NOTIFY.
let t: TestApp;
let second: ReturnType<typeof openPostgres>;
let b: Awaited<ReturnType<typeof startSecondProcess>>;
beforeAll(async () => {
  t = await startTestApp();
  second = openPostgres(postgresPool(t.db)?.options.connectionString as string);
  b = await startSecondProcess(t, second.db);
});
afterAll(async () => {
  await b.app.close();
  await second.close();
  await t.close();
});

it('tells consoles on another process of each move within a second, an admin only of their own members', async () => {
  await checkLiveEventsAcrossProcesses(t, b);
});

it('ends a stream on process B when its session is signed out or its admin deleted through process A', async () => {
  const superToken = await signInSuper(t);
  for (let i = 0; i < 3; i++) {
    const leaving = await buildAdmin(t, superToken);
    const deleted = await buildAdmin(t, superToken);
    const streams = [await openStream(b.url, leaving.token), await openStream(b.url, deleted.token)];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
    expect((await call(t, 'POST', '/api/admin/logout', { token: leaving.token })).statusCode).toBe(200);
    await streams[0]?.done;
    const gone = await call(t, 'DELETE', `/api/admin/delete_admin/${deleted.admin._id}`, {
      token: superToken,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await streams[1]?.done;
  }
  await expect.poll(() => b.app.eventClients()).toBe(0);
});
