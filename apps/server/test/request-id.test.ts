import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness.ts';

// Each request's id: in its reply's x-request-id header, in its log lines, in a 5xx reply's JSON
// (docs/decisions/242).
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'info' }, { logTo: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const logOf = (id: string) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);

it('keeps a safe incoming id, in the reply header and every log line of the request', async () => {
  const reply = await call(t, 'GET', '/api/health', { headers: { 'x-request-id': 'nginx-7f3a9c.2:b_1' } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['x-request-id']).toBe('nginx-7f3a9c.2:b_1');
  const logged = logOf('nginx-7f3a9c.2:b_1');
  expect(logged.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
});

it('gives a fresh UUID instead of an unsafe or overlong incoming id', async () => {
  const seen = new Set<string>();
  for (const incoming of ['two words', 'a'.repeat(65), '../../etc', '{"x":1}', '']) {
    const reply = await call(t, 'GET', '/api/health', { headers: { 'x-request-id': incoming } });
    const id = String(reply.headers['x-request-id']);
    expect(id, incoming).toMatch(uuid);
    seen.add(id);
  }
  const plain = await call(t, 'GET', '/api/health');
  expect(plain.headers['x-request-id']).toMatch(uuid);
  seen.add(String(plain.headers['x-request-id']));
  expect(seen.size).toBe(6);
});

it('sends the id on every kind of reply: refused calls, files, the console, unknown paths', async () => {
  for (const url of [
    '/api/admin/all',
    '/api/files/private/2026-01/x.pdf',
    '/media/2026-01/x.png',
    '/login',
  ]) {
    const reply = await call(t, 'GET', url);
    expect(reply.headers['x-request-id'], url).toMatch(uuid);
  }
  const refused = await call(t, 'POST', '/api/admin/login', { body: { email: 'not an e-mail' } });
  expect(refused.statusCode).toBe(400);
  // A 4xx reply keeps its fields: the id is in its header only.
  expect(refused.json().request_id).toBeUndefined();
  expect(refused.headers['x-request-id']).toMatch(uuid);
});

it('puts the id in a failed call’s JSON and in the error it logs (the database gone)', async () => {
  await t.closeDatabase();
  const reply = await call(t, 'POST', '/api/admin/login', {
    body: { email: 'someone@simsar.test', password: 'Some-pass-1' },
  });
  expect(reply.statusCode).toBeGreaterThanOrEqual(500);
  const id = String(reply.headers['x-request-id']);
  expect(reply.json().request_id).toBe(id);
  const failed = logOf(id).find((entry) => entry.msg === 'request failed');
  expect(failed?.level).toBe(50);
});
