import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('documents every API route at /api/docs for a signed-in caller', async () => {
  expect((await call(t, 'GET', '/api/docs/json')).statusCode).toBe(401);
  const token = await signInSuper(t);
  const reply = await call(t, 'GET', '/api/docs/json', { token });
  expect(reply.statusCode).toBe(200);
  const paths = Object.keys(reply.json().paths);
  for (const route of t.app.apiRoutes.filter((r) => !r.url.includes('*'))) {
    expect(paths, route.url).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
  }
  const ui = await call(t, 'GET', '/api/docs/', { token });
  expect(ui.statusCode).toBe(200);
  expect(ui.body).toContain('swagger');
});
