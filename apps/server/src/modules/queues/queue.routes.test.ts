import { cilPaths } from '@simsar/contract/cil';
import { submissionPaths } from '@simsar/contract/deals';
import { queueKindOf, queueKinds } from '@simsar/contract/queue-kinds';
import { isListedQueue, queueListPath, queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("registers every listed queue's tabs at its row's one list path, the spec's aliases aside", () => {
  const gets = t.app.apiRoutes.filter((route) => route.method === 'GET').map((route) => route.url);
  for (const row of queueKinds.filter(isListedQueue)) {
    for (const tab of queueTabsOf(row)) {
      const at = queueListPathOf(row, tab.page);
      expect(gets, `${row.kind} ${tab.page}`).toContain(
        at === queueListPath(row).replace(':status', tab.page) ? queueListPath(row) : at,
      );
    }
  }
  // The spec's words for the submissions' lists are the rows' template.
  expect(queueListPath(queueKindOf('form'))).toBe(submissionPaths.form.list);
  expect(queueListPath(queueKindOf('deal'))).toBe(submissionPaths.deal.list);
  expect(queueListPath(queueKindOf('cil'))).toBe(cilPaths.list);
});

it('answers a tab the row does not have 400 at the template, and an alias at its own path', async () => {
  const token = await signInSuper(t);
  expect((await call(t, 'GET', '/api/feedback/accept', { token })).statusCode).toBe(400);
  expect((await call(t, 'GET', '/api/franchise/', { token })).statusCode).toBe(200);
  expect((await call(t, 'GET', '/api/franchise/accept', { token })).statusCode).toBe(200);
  expect((await call(t, 'GET', '/api/cil/pending', { token })).statusCode).toBe(200);
});
