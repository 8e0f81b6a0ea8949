import { randomUUID } from 'node:crypto';
import { apiPaths } from '@simsar/contract/paths';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';

/**
 * Hostile values to every JSON route of the API, anonymously, as the super admin and (on member
 * routes) as a member: whatever a caller sends, the answer is a 4xx with a message, never a 5xx.
 * The run is fixed by its seed: a failure prints the seed, the route and the value that broke it.
 */
const seed = 20261125;
const runsPerRoute = 8;

let t: TestApp;
let superToken: string;
let memberToken: string;
let documented: Record<string, { body: string[]; query: string[] }>;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  memberToken = (await buildMember(t, { user_type: 'Broker', area: 'Zayed' })).token;
  // The fields each route reads, from the OpenAPI document built from the contract's schemas.
  const doc = (
    await t.app.inject({ url: '/api/docs/json', headers: { authorization: `Bearer ${superToken}` } })
  ).json();
  documented = {};
  for (const [path, operations] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      documented[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] = {
        body: Object.keys(body),
        query,
      };
    }
  }
}, 60_000);
afterAll(() => t.close());

type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
};

const depth = 50_000;
const deepJson = fc.constantFrom(
  '['.repeat(depth) + ']'.repeat(depth),
  `{"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
  `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
);
const hostileString = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'Name \udfff',
    'a\u0000b',
    '\u0007',
    'x'.repeat(100_000),
    `${'a'.repeat(5_000)}@simsar.test`,
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '2026-13-01',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '1e-9',
    '0.001',
    '__proto__',
    'constructor',
    '',
    ' ',
    "'; drop table users; --",
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 1e-9, 0.001, 2 ** 53 + 2, -1, 0, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [1, 'a'], { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"x":1}}')),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a'), hostileString, { maxKeys: 2 }),
);

/** A value that passes its field's rule, so the hostile one next to it reaches deeper code. */
function plausible(name: string): unknown {
  if (/email/i.test(name)) return `p-${randomUUID().slice(0, 8)}@simsar.test`;
  if (/password/i.test(name)) return 'Plausible-pass-1';
  if (/phone|whats/i.test(name)) return '01012345678';
  if (/date|from|^to$/i.test(name)) return '2026-03-01';
  if (/(^|_)id$|_ids?$/i.test(name)) return randomUUID();
  if (/earning|value|amount|price|taxes|fee/i.test(name)) return 100;
  if (/page/i.test(name)) return 1;
  return 'Plausible text';
}

const fieldsOf = (names: string[]) =>
  fc.record(
    Object.fromEntries(names.map((name) => [name, fc.oneof(fc.constant(plausible(name)), hostileValue)])),
  );

const hostilePayload = (names: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fieldsOf(names).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', 'not json', '{"__proto__":{"isSuper":true}}', '') },
  );

const encoded = (value: unknown) => {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8: the bytes a client would still send
  }
};

type Caller = 'anonymous' | 'super admin' | 'member';
let sent = 0;

async function send(method: string, url: string, payload: string | undefined, caller: Caller) {
  const token = caller === 'super admin' ? superToken : caller === 'member' ? memberToken : undefined;
  const reply: LightMyRequestResponse = await t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload }),
  });
  sent += 1;
  // A hostile call may have signed the caller out (logout, a new password): sign in again.
  if (reply.statusCode === 401 && caller === 'super admin') superToken = await signInSuper(t);
  if ((reply.statusCode === 401 || reply.statusCode === 403) && caller === 'member') {
    memberToken = (await buildMember(t, { user_type: 'Broker', area: 'Zayed' })).token;
  }
  return reply;
}

it('answers every hostile value on every JSON route with a 4xx, never a 5xx', {
  timeout: 240_000,
}, async () => {
  // The live events stream never ends by itself (it is not a JSON route): inject would wait forever.
  const routes = t.app.apiRoutes.filter((route) => !route.url.includes('*') && route.url !== apiPaths.events);
  expect(routes.length).toBeGreaterThan(100);
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    const fields = documented[`${route.method} ${route.url}`] ?? { body: [], query: [] };
    const callers: Caller[] =
      route.access === 'member' || route.access === 'broker'
        ? ['anonymous', 'member']
        : route.access === 'public'
          ? ['anonymous', 'super admin', 'member']
          : ['anonymous', 'super admin'];
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const call = fc.record({
      params: fc.oneof(fc.constant(randomUUID()), hostileString),
      query: fieldsOf(fields.query.length > 0 ? fields.query : ['page', 'search']),
      payload: hasBody ? hostilePayload(fields.body) : fc.constant(undefined),
      caller: fc.constantFrom(...callers),
    });
    const run = await fc.check(
      fc.asyncProperty(call, async ({ params, query, payload, caller }) => {
        const path = route.url.replace(/:\w+/g, () => encoded(params));
        const search = Object.entries(query)
          .map(([key, value]) => `${key}=${encoded(value)}`)
          .join('&');
        const reply = await send(route.method, `${path}?${search}`, payload, caller);
        if (reply.statusCode >= 500) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
        // Every refusal says why.
        if (reply.statusCode >= 400 && !reply.json().message)
          throw new Error(`${reply.statusCode} without a message`);
      }),
      { seed: seed + index, numRuns: runsPerRoute * callers.length, endOnFailure: true },
    );
    if (run.failed) {
      const value = JSON.stringify(run.counterexample?.[0]) ?? '';
      failures.push(
        `${route.method} ${route.url} (seed ${run.seed}, path ${run.counterexamplePath}): ${String(run.errorInstance)}` +
          ` with ${value.length > 300 ? `${value.slice(0, 300)}... (${value.length} characters)` : value}`,
      );
    }
  }
  console.log(`hostile calls sent: ${sent} to ${routes.length} routes (seed ${seed})`);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(2000);
});
