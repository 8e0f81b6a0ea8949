import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness.ts';

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
