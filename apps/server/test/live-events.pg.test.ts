import { afterAll, beforeAll, it } from 'vitest';
import { openPostgres, postgresPool } from '../src/core/db.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { checkLiveEventsAcrossProcesses, startSecondProcess } from './live-events.ts';

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
