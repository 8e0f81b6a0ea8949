import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, consoleLists } from '../src/app-api.ts';
import type { AppContext } from '../src/core/context.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildAcceptedBroker } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const someId = '3f0b7c1e-8d4a-4f6b-9a2e-5c1d7e9f0a12';

/** A declared route's url with its parameters filled: a valid-looking uuid, a key for a wildcard. */
function filled(url: string): string {
  return url.replace(/:\w+/g, someId).replace(/\*$/, 'private/contract.pdf');
}

/**
 * The same path spelled the ways a router or a proxy may read as it: escaped letters, doubled
 * slashes, dot segments, a `;parameter`. Each reaches the route, and its guard, or nothing.
 */
const spellings: [string, (path: string) => string][] = [
  ['plain', (path) => path],
  ['/%61pi', (path) => path.replace(/^\/api/, '/%61pi')],
  ['/ap%69', (path) => path.replace(/^\/api/, '/ap%69')],
  ['/%61%70%69', (path) => path.replace(/^\/api/, '/%61%70%69')],
  ['//api', (path) => `/${path}`],
  ['/./api', (path) => `/.${path}`],
  ['/x/../api', (path) => `/x/..${path}`],
  ['/api//', (path) => path.replace(/^\/api\//, '/api//')],
  ['/api;x', (path) => path.replace(/^\/api\//, '/api;x/')],
];

describe('every API route is guarded by its own options, however its path is spelled', () => {
  it('answers 401 to an anonymous caller on each non-public route, by every spelling', async () => {
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const route of guarded) {
      for (const [name, spell] of spellings) {
        const url = spell(filled(route.url));
        const reply = await t.app.inject({ method: route.method as 'GET', url });
        if (reply.statusCode !== 401) leaks.push(`${route.method} ${url} (${name}): ${reply.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('gives member and broker routes 401 without a token, by every spelling', async () => {
    const memberRoutes = t.app.apiRoutes.filter((r) => r.access === 'member' || r.access === 'broker');
    expect(memberRoutes.length).toBeGreaterThan(5);
    for (const route of memberRoutes) {
      for (const [, spell] of spellings) {
        const reply = await t.app.inject({ method: route.method as 'GET', url: spell(filled(route.url)) });
        expect(reply.statusCode, `${route.method} ${spell(filled(route.url))}`).toBe(401);
        expect(reply.json().code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it("answers an ordinary admin 403 on every super admin's call before reading its body", async () => {
    const superToken = await signInSuper(t);
    const ordinary = await buildAdmin(t, superToken);
    const broker = await buildAcceptedBroker(t, superToken, ordinary.admin._id);
    type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
    // Every route that is a super admin's whatever it names.
    const calls: { route: string; method: Method; url: string }[] = t.app.apiRoutes
      .filter((route) => route.access === 'super')
      .map((route) => ({ route: route.url, method: route.method as Method, url: filled(route.url) }));
    // And each of the calls a route's `superWhen` makes a super admin's: a super admin's list or
    // move, another admin's inbox, a move on a broker. Their queries are bad: the 403 comes first.
    const superLists = [...consoleLists().lists.values()].filter((list) => list.superOnly).map((l) => l.name);
    // The moves' rows are only read here, never run: the context they close over is not needed.
    const context = { config: t.config, clock: () => new Date() } as AppContext;
    const moves = apiAreas.flatMap((area) => area.bulkMoves?.(context) ?? []);
    const bulk = '/api/bulk/:list/:move';
    for (const move of moves) {
      for (const list of move.lists) {
        if (move.access === 'super' || superLists.includes(list)) {
          calls.push({ route: bulk, method: 'POST', url: `/api/bulk/${list}/${move.move}` });
        }
      }
    }
    for (const list of superLists) {
      calls.push({ route: '/api/bulk/:list', method: 'POST', url: `/api/bulk/${list}` });
      calls.push({ route: '/api/export/:list', method: 'GET', url: `/api/export/${list}?format=none` });
    }
    calls.push({ route: '/api/inbox', method: 'GET', url: `/api/inbox?admin=${someId}&page=none` });
    for (const path of ['ban', 'unban', 'removed', 'unremoved']) {
      const url = `/api/user/${path}/${broker.user._id}`;
      calls.push({ route: `/api/user/${path}/:id`, method: 'PUT', url });
    }
    // Each route that is a super admin's on some calls has one of them walked here.
    const conditional = t.app.apiRoutes.filter((route) => route.superWhen).map((route) => route.url);
    expect(new Set(conditional)).toEqual(
      new Set(calls.map((item) => item.route).filter((url) => conditional.includes(url))),
    );
    expect(calls.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { method, url } of calls) {
      // No body at all, then an empty JSON object: neither is what the call wants.
      const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : [undefined, {}];
      for (const body of bodies) {
        const reply = await call(t, method, url, { token: ordinary.token, body });
        if (reply.statusCode !== 403 || reply.json().code !== 'FORBIDDEN') {
          wrong.push(`${method} ${url} ${JSON.stringify(body)}: ${reply.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Nothing was done on the broker by any of them.
    const page = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: ordinary.token });
    expect(page.json().response).toEqual([expect.objectContaining({ _id: broker.user._id, ban: false })]);
  });

  it('never answers 500 on a public route, by any spelling', async () => {
    const open = t.app.apiRoutes.filter((route) => route.access === 'public');
    for (const route of open) {
      for (const [, spell] of spellings) {
        const url = spell(filled(route.url));
        const reply = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
        expect(reply.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('keeps every reply under /api out of caches, by every spelling', async () => {
    for (const [, spell] of spellings) {
      const reply = await call(t, 'GET', spell('/api/admin/all'));
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an unknown /api path 401 anonymously, never with the console page', async () => {
    for (const url of ['/api/nothing-here', '/%61pi/nothing-here', '//api/nothing-here', '/api']) {
      const reply = await call(t, 'GET', url);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.headers['content-type']).toContain('application/json');
    }
  });

  it('never serves a file above the storage root, by any spelling of ..', async () => {
    for (const url of [
      '/media/../../../../etc/passwd',
      '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2f..%2fetc%2fpasswd',
      '/api/files/..%2f..%2f..%2fetc%2fpasswd',
      '/%61pi/files/../../../etc/passwd',
    ]) {
      const reply = await call(t, 'GET', url);
      expect(reply.body, url).not.toContain('root:');
      expect(reply.statusCode, url).not.toBe(200);
    }
  });
});
