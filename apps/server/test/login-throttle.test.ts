import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../src/core/login-throttle.schema.ts';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';

// The sign-in limit (docs/decisions/092): keyed on account and address, with a
// slower limit per account across addresses.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function signInFrom(address: string, email: string, password: string, path = '/api/admin/login') {
  return t.app.inject({ method: 'POST', url: path, remoteAddress: address, payload: { email, password } });
}

it('locks an attacker out without locking the real admin out from elsewhere', async () => {
  const { email, password } = await buildAdmin(t, await signInSuper(t));
  const attacker = '198.51.100.7';
  for (let i = 0; i < 10; i++) {
    expect((await signInFrom(attacker, email, 'wrong-password')).statusCode).toBe(401);
  }
  const locked = await signInFrom(attacker, email, password);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({
    message: 'Too many sign-in attempts. Try again later.',
    code: 'RATE_LIMITED',
  });
  // The real admin, at the office, signs in.
  expect((await signInFrom('192.0.2.50', email, password)).statusCode).toBe(200);
  // Members are throttled the same way, apart from admins.
  const member = await buildMember(t, { user_type: 'Client' });
  for (let i = 0; i < 10; i++) {
    const reply = await signInFrom(attacker, member.user.email, 'wrong-password', '/api/app/login');
    expect(reply.statusCode).toBe(401);
  }
  expect((await signInFrom(attacker, member.user.email, member.password, '/api/app/login')).statusCode).toBe(
    429,
  );
  expect(
    (await signInFrom('192.0.2.50', member.user.email, member.password, '/api/app/login')).statusCode,
  ).toBe(200);
});

it('still stops a guesser spread over many addresses, at the slower per-account limit', {
  timeout: 120_000,
}, async () => {
  const { email, password } = await buildAdmin(t, await signInSuper(t));
  // 100 failures from 20 addresses, five each (a round of 20 at once): no address reaches its own limit.
  for (let round = 0; round < 5; round++) {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(`198.51.100.${100 + i}`, email, 'wrong-password')),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(401));
  }
  expect((await signInFrom('198.51.100.200', email, 'wrong-password')).statusCode).toBe(429);
  expect((await signInFrom('192.0.2.60', email, password)).statusCode).toBe(429);
});

it('counts failures only: successes from a busy office do not use its allowance up', async () => {
  const superToken = await signInSuper(t);
  const office = '192.0.2.70';
  const admins = await Promise.all([1, 2, 3].map(() => buildAdmin(t, superToken)));
  for (let round = 0; round < 12; round++) {
    for (const admin of admins) {
      expect((await signInFrom(office, admin.email, admin.password)).statusCode).toBe(200);
    }
  }
});

it('clears the counts whose window has ended, at most every ten minutes, on a sign-in attempt', async () => {
  let now = new Date();
  const timed = await startTestApp({}, { clock: () => now });
  try {
    const rowsNamed = async (...keys: string[]) =>
      (await timed.db.select({ key: loginAttempts.key }).from(loginAttempts))
        .map((row) => row.key)
        .filter((key) => keys.includes(key))
        .sort();
    const insert = (key: string, minutes: number) =>
      timed.db.insert(loginAttempts).values({
        key,
        count: 3,
        windowEndsAt: sql`now() + make_interval(mins => ${minutes})`,
      });
    await insert('address:203.0.113.1', -1);
    await insert('address:203.0.113.2', 10);
    const attempt = () =>
      timed.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '192.0.2.99',
        payload: { email: 'nobody@simsar.test', password: 'wrong-password' },
      });

    expect((await attempt()).statusCode).toBe(401);
    expect(await rowsNamed('address:203.0.113.1', 'address:203.0.113.2')).toEqual(['address:203.0.113.2']);

    // Another attacker's address, gone quiet: kept until the next sweep, ten minutes on.
    await insert('address:203.0.113.3', -1);
    expect((await attempt()).statusCode).toBe(401);
    expect(await rowsNamed('address:203.0.113.3')).toEqual(['address:203.0.113.3']);
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await attempt()).statusCode).toBe(401);
    expect(await rowsNamed('address:203.0.113.3', 'address:203.0.113.2')).toEqual(['address:203.0.113.2']);
  } finally {
    await timed.close();
  }
});

describe('device cookies: a browser that signed the admin in keeps its own allowance', () => {
  /** A sign-in try from `address`, carrying `device` as the device cookie when given. */
  const tryFrom = (address: string, email: string, password: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: address,
      payload: { email, password },
      ...(device && { cookies: { device } }),
    });
  const deviceOf = (reply: { cookies: { name: string; value: string }[] }) =>
    reply.cookies.find((cookie) => cookie.name === 'device')?.value;

  /**
   * 100 wrong passwords from 10 addresses, 10 each: the account's limit for unknown sources. Each
   * address takes 30 tries in 15 minutes for all accounts: a test that locks out more than three
   * accounts starts its addresses at another `first`.
   */
  async function lockOutUnknownSources(email: string, first = 10) {
    for (let address = 0; address < 10; address++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => tryFrom(`203.0.113.${first + address}`, email, 'wrong-password')),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(401));
    }
  }

  it('100 wrong tries from 10 addresses do not lock the owner out of a known browser; unknown sources stay limited', {
    timeout: 120_000,
  }, async () => {
    const { email, password } = await buildAdmin(t, await signInSuper(t));
    const first = await tryFrom('192.0.2.80', email, password);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = first.cookies.find((one) => one.name === 'device');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

    await lockOutUnknownSources(email);
    // Unknown sources: a new address, the owner's own address without the cookie, a made-up cookie.
    expect((await tryFrom('192.0.2.81', email, password)).statusCode).toBe(429);
    expect((await tryFrom('192.0.2.80', email, password)).statusCode).toBe(429);
    expect((await tryFrom('192.0.2.80', email, password, 'A'.repeat(43))).statusCode).toBe(429);
    // The owner's browser, from the office or from home.
    const known = await tryFrom('192.0.2.80', email, password, device);
    expect(known.statusCode).toBe(200);
    expect(deviceOf(known)).toBe(device);
    expect((await tryFrom('198.18.0.5', email, password, device)).statusCode).toBe(200);
    // The cookie names its account: for another admin it is an unknown source's.
    const other = await buildAdmin(t, await signInSuper(t));
    await lockOutUnknownSources(other.email);
    expect((await tryFrom('192.0.2.80', other.email, other.password, device)).statusCode).toBe(429);
  });

  it('a device token is known for the account it was issued to only, not for one signed in with it later', {
    timeout: 120_000,
  }, async () => {
    const superToken = await signInSuper(t);
    const owner = await buildAdmin(t, superToken);
    const victim = await buildAdmin(t, superToken);
    // The owner signs in on a browser and keeps a copy of its device cookie.
    const copied = deviceOf(await tryFrom('192.0.2.100', owner.email, owner.password)) as string;
    // The victim signs in later on that browser, carrying the owner's cookie.
    const shared = await tryFrom('192.0.2.100', victim.email, victim.password, copied);
    expect(shared.statusCode).toBe(200);
    const both = deviceOf(shared) as string;
    const [victimToken, ownerToken] = both.split('.');
    expect(ownerToken).toBe(copied);
    expect(victimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(victimToken).not.toBe(copied);

    await lockOutUnknownSources(victim.email, 40);
    // The copy names the owner's account only: for the victim it is an unknown source's.
    expect((await tryFrom('192.0.2.101', victim.email, victim.password, copied)).statusCode).toBe(429);
    // The browser where both signed in keeps its allowance for each.
    const again = await tryFrom('192.0.2.100', victim.email, victim.password, both);
    expect(again.statusCode).toBe(200);
    expect(deviceOf(again)).toBe(both);
    await lockOutUnknownSources(owner.email, 60);
    const ownerAgain = await tryFrom('192.0.2.100', owner.email, owner.password, both);
    expect(ownerAgain.statusCode).toBe(200);
    expect(deviceOf(ownerAgain)).toBe(`${ownerToken}.${victimToken}`);
  });

  it('a known browser that keeps failing is locked itself', { timeout: 120_000 }, async () => {
    const { email, password } = await buildAdmin(t, await signInSuper(t));
    const device = deviceOf(await tryFrom('192.0.2.90', email, password));
    await lockOutUnknownSources(email);
    for (let i = 0; i < 10; i++) {
      expect((await tryFrom('192.0.2.90', email, 'wrong-password', device)).statusCode).toBe(401);
    }
    // Its own allowance used up, it is an unknown source again, and those are locked out.
    expect((await tryFrom('192.0.2.90', email, password, device)).statusCode).toBe(429);
  });
});
