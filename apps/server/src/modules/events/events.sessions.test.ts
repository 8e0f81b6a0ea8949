import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildAdmin, call, signIn, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { openStream, startSecondProcess } from '../../../test/live-events.ts';
import { hashToken } from '../../core/tokens.ts';
import { heartbeatMs, streamsPerSession } from './events.routes.ts';

// A live events stream lasts no longer than its session (docs/decisions/302). The streams are read
// over real HTTP from a listening instance, and the calls that end sessions go through it too.
let t: TestApp;
let b: Awaited<ReturnType<typeof startSecondProcess>>;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondProcess(t, t.db);
  superToken = await signInSuper(t);
});
afterAll(async () => {
  await b.app.close();
  await t.close();
});

/** Resolves once the server has ended the stream; fails the test if it has not within 5 s. */
async function ended(stream: Awaited<ReturnType<typeof openStream>>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream is still open: ${stream.text()}`)), 5000);
  });
  await Promise.race([stream.done, late]).finally(() => clearTimeout(timer));
}

it('ends the streams of a session signed out, and of sessions a password change or two-factor ended', async () => {
  const leaving = await buildAdmin(t, superToken);
  const [first, second] = [await openStream(b.url, leaving.token), await openStream(b.url, leaving.token)];
  // Another admin's stream is not touched.
  const stays = await openStream(b.url, superToken);
  expect((await call(b, 'POST', '/api/admin/logout', { token: leaving.token })).statusCode).toBe(200);
  await ended(first);
  await ended(second);

  // The admin changes their password in one browser: the stream of their other session ends.
  const changing = await buildAdmin(t, superToken);
  const otherBrowser = await signIn(t, changing.email, changing.password);
  const elsewhere = await openStream(b.url, otherBrowser);
  const here = await openStream(b.url, changing.token);
  const changed = await call(b, 'PUT', '/api/admin/change_password', {
    token: changing.token,
    body: { old_password: changing.password, password: 'Changed-pass-22' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  await ended(elsewhere);

  // Two-factor turned on ends the admin's other sessions, and their streams.
  const enrolling = await buildAdmin(t, superToken);
  const secondBrowser = await signIn(t, enrolling.email, enrolling.password);
  const theirs = await openStream(b.url, secondBrowser);
  const setup = await call(b, 'POST', '/api/admin/two_factor/setup', {
    token: enrolling.token,
    body: { password: enrolling.password },
  });
  const code = await generate({ secret: setup.json().secret });
  expect(
    (await call(b, 'POST', '/api/admin/two_factor/enable', { token: enrolling.token, body: { code } }))
      .statusCode,
  ).toBe(200);
  await ended(theirs);

  // The session that stayed keeps its stream, as does the super admin's.
  expect(b.app.eventClients()).toBe(2);
  for (const stream of [here, stays]) stream.close();
});

it('ends the streams of a deleted admin', async () => {
  const deleted = await buildAdmin(t, superToken);
  const stream = await openStream(b.url, deleted.token);
  const gone = await call(b, 'DELETE', `/api/admin/delete_admin/${deleted.admin._id}`, { token: superToken });
  expect(gone.statusCode, gone.body).toBe(200);
  await ended(stream);
});

it(`holds at most ${streamsPerSession} streams of one session: a new one closes the oldest`, async () => {
  const admin = await buildAdmin(t, superToken);
  const streams = [];
  for (let i = 0; i < streamsPerSession; i++) streams.push(await openStream(b.url, admin.token));
  const newest = await openStream(b.url, admin.token);
  const [oldest, ...kept] = streams;
  if (!oldest) throw new Error('no stream');
  await ended(oldest);
  // Told to wait before reconnecting, not to take its place back at once.
  expect(oldest.text()).toContain('retry: 30000');
  await expect.poll(() => b.app.eventClients()).toBe(streamsPerSession);
  for (const stream of [...kept, newest]) stream.close();
  await expect.poll(() => b.app.eventClients()).toBe(0);
});

it('checks the session again at each heartbeat: one ended behind the server’s back ends its stream', async () => {
  const admin = await buildAdmin(t, superToken);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const stream = await openStream(b.url, admin.token);
    // No call of the server ends it: its signal says nothing.
    await t.db.execute(sql`delete from admin_sessions where token_hash = ${hashToken(admin.token)}`);
    await vi.advanceTimersByTimeAsync(heartbeatMs);
    await ended(stream);
    expect(stream.text()).toContain(': heartbeat');
  } finally {
    vi.useRealTimers();
  }
});
