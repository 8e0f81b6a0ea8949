import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { uniquePhone } from './members.ts';

// Behind a proxy every call arrives from the proxy's address: with TRUST_PROXY the limits key on the
// client named in X-Forwarded-For, without it that header, which any caller can write, is ignored
// (docs/decisions/233).
const proxy = '10.0.0.5';
const limit = 2;

function register(t: TestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/app/register',
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      user_type: 'Client',
      name: 'Behind a proxy',
      email: `proxied-${randomUUID().slice(0, 8)}@simsar.test`,
      phone: uniquePhone(),
      password: 'Member-pass-1',
    },
  });
}

function signIn(t: TestApp, forwardedFor: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });
}

/** Ten wrong passwords for one admin from `attacker`, then the right one from `owner`. */
async function ownerAfterAttack(t: TestApp, attacker: string, owner: string) {
  const { email, password } = await buildAdmin(t, await signInSuper(t));
  for (let i = 0; i < 10; i++) {
    expect((await signIn(t, attacker, email, 'wrong-password')).statusCode).toBe(401);
  }
  return (await signIn(t, owner, email, password)).statusCode;
}

describe('with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicRateLimit: limit, trustProxy: [proxy] });
  });
  afterAll(() => t.close());

  it('counts two forwarded client addresses apart in the public rate limit', async () => {
    const codes = [];
    for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2', '198.51.100.1']) {
      codes.push((await register(t, client)).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 429]);
  });

  it('keys the sign-in limit on the forwarded client: an attacker does not lock the owner out', async () => {
    expect(await ownerAfterAttack(t, '198.51.100.7', '192.0.2.50')).toBe(200);
  });

  it('takes the address the trusted proxy saw, not one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 192.0.2.99" itself; the proxy appended the real address.
    const codes = [];
    for (let i = 0; i <= limit; i++) {
      codes.push((await register(t, `192.0.2.${90 + i}, 198.51.100.3`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicRateLimit: limit });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: every call counts against the address it came from', async () => {
    const codes = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      codes.push((await register(t, client)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
    expect(await ownerAfterAttack(t, '198.51.100.7', '192.0.2.50')).toBe(429);
  });
});
