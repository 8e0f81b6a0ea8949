import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { checkLiveEventsAcrossProcesses, openStream, startSecondProcess } from '../../../test/live-events.ts';

let t: TestApp;
let b: Awaited<ReturnType<typeof startSecondProcess>>;
beforeAll(async () => {
  t = await startTestApp();
  // Two app instances on one database handle: what one process changes, the other's consoles hear.
  b = await startSecondProcess(t, t.db);
});
afterAll(async () => {
  await b.app.close();
  await t.close();
});

it('tells consoles on another instance of each move within a second, an admin only of their own members', async () => {
  await checkLiveEventsAcrossProcesses(t, b);
});

it('refuses the stream without an admin session', async () => {
  expect((await call(t, 'GET', '/api/admin/events')).statusCode).toBe(401);
});

it('counts the open streams and closes them when the server stops', async () => {
  const superToken = await signInSuper(t);
  const { token } = await buildAdmin(t, superToken);
  const c = await startSecondProcess(t, t.db);
  const streams = [await openStream(c.url, superToken), await openStream(c.url, token)];
  expect(c.app.eventClients()).toBe(2);
  streams[0]?.close();
  await expect.poll(() => c.app.eventClients()).toBe(1);
  const started = Date.now();
  await c.app.close();
  expect(Date.now() - started).toBeLessThan(10_000);
  await streams[1]?.done;
  expect(streams[1]?.text()).toContain(': connected');
});
